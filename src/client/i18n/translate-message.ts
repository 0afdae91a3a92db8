// A text from the contract (a form's validation message or the server's error message) in the
// current language: the contract's texts are English and double as their own lookup key.
import { validationMessages } from './en/validation';
import type { MessageId } from './en';
import type { Translator } from './translate';

let byText: Map<string, MessageId> | undefined;

/** The message id of a contract text, if it has one. */
export function contractMessageId(text: string): MessageId | undefined {
  byText ??= new Map(Object.entries(validationMessages).map(([id, english]) => [english as string, id as MessageId]));
  return byText.get(text);
}

/** The text in the translator's language; a text with no id (or no translation) as it came. */
export function translateMessage(t: Translator['t'], text: string): string {
  const id = contractMessageId(text);
  return id ? t(id) : text;
}
