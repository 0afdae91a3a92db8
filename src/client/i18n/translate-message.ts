// A text from the contract (a form's validation message, the server's error message, the http
// client's or the outbox's own) in the current language: the contract's texts are English and double
// as their own lookup key; a text with values in it is matched against its template ({name}
// placeholders) and worded with the same values.
// The table of those texts (en/validation.ts, every contract message) registers itself when it
// loads, which locale-store.ts does with any language but English: in English each text is already
// its own wording, so the first script goes without the table and a text is shown as it came.
import { matchTemplate } from '@contract/message-template';
import type { MessageId } from './en';
import type { MessageVars, Translator } from './translate';

let table: Readonly<Record<string, string>> = {};
let byText: Map<string, MessageId> | undefined;
let templates: Array<[MessageId, string]> | undefined;

/** The contract's texts by message id (en/validation.ts). */
export function registerContractMessages(messages: Readonly<Record<string, string>>): void {
  table = messages;
  byText = undefined;
  templates = undefined;
}

/** The message id of a contract text, if it has one. */
export function contractMessageId(text: string): MessageId | undefined {
  byText ??= new Map(Object.entries(table).map(([id, english]) => [english as string, id as MessageId]));
  return byText.get(text);
}

/** The id of the template a text was filled from, and its values; undefined if none fits. */
export function contractTemplateOf(text: string): { id: MessageId; vars: Record<string, string> } | undefined {
  templates ??= (Object.entries(table) as Array<[MessageId, string]>).filter(([, english]) => /\{\w+\}/.test(english));
  for (const [id, template] of templates) {
    const vars = matchTemplate(template, text);
    if (vars) return { id, vars };
  }
  return undefined;
}

/** The text in the translator's language; a text with no id (or no translation) as it came. */
export function translateMessage(t: Translator['t'], text: string): string {
  const id = contractMessageId(text);
  if (id) return t(id);
  const filled = contractTemplateOf(text);
  if (!filled) return text;
  // A value may itself be a known text (the server's message inside "could not take it yet").
  const vars: MessageVars = Object.fromEntries(Object.entries(filled.vars).map(([name, value]) => [name, translateMessage(t, value)]));
  return t(filled.id, vars);
}
