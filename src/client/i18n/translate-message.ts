// A text from the contract (a form's validation message, the server's error message, the http
// client's or the outbox's own) in the current language (src/contract/word-contract-text.ts).
// The table of those texts (en/validation.ts, every contract message) registers itself when it
// loads, which locale-store.ts does with any language but English: in English each text is already
// its own wording, so the first script goes without the table and a text is shown as it came.
import { contractWording, type ContractWording } from '@contract/word-contract-text';
import type { MessageId } from './en';
import type { MessageVars, Translator } from './translate';

let wording: ContractWording = contractWording({});

/** The contract's texts by message id (en/validation.ts). */
export function registerContractMessages(messages: Readonly<Record<string, string>>): void {
  wording = contractWording(messages);
}

/** The message id of a contract text, if it has one. */
export function contractMessageId(text: string): MessageId | undefined {
  return wording.idOf(text) as MessageId | undefined;
}

/** The id of the template a text was filled from, and its values; undefined if none fits. */
export function contractTemplateOf(text: string): { id: MessageId; vars: Record<string, string> } | undefined {
  return wording.templateOf(text) as { id: MessageId; vars: Record<string, string> } | undefined;
}

/** The text in the translator's language; a text with no id (or no translation) as it came. */
export function translateMessage(t: Translator['t'], text: string): string {
  return wording.word(text, (id, vars) => t(id as MessageId, vars as MessageVars | undefined));
}

/**
 * Whether a text the server sent is this contract text, in whichever language it was worded: the
 * server answers in the person's language, so a screen that acts on one particular error compares
 * both wordings.
 */
export function isContractText(t: Translator['t'], received: string, english: string): boolean {
  return received === english || received === translateMessage(t, english);
}
