// A contract text (a form's validation message, the server's error message, the http client's or the
// outbox's own) worded in another language: the contract's texts are English and double as their
// own lookup key; a text with values in it is matched against its template ({name} placeholders) and
// worded with the same values. Used by the client's translator and the server's answers alike.
import { matchTemplate } from './message-template';

/** Words a message id with values in a language; undefined when the language lacks it. */
export type WordById = (id: string, vars?: Record<string, string>) => string | undefined;

export interface ContractWording {
  /** The message id of a contract text, if it has one. */
  idOf(text: string): string | undefined;
  /** The id of the template a text was filled from, and its values; undefined if none fits. */
  templateOf(text: string): { id: string; vars: Record<string, string> } | undefined;
  /** The text worded by `word`; a text with no id (or no wording) as it came. */
  word(text: string, word: WordById): string;
}

/** The wording over a table of contract texts by id (contract-texts.ts). */
export function contractWording(table: Readonly<Record<string, string>>): ContractWording {
  let byText: Map<string, string> | undefined;
  let templates: Array<[string, string]> | undefined;
  const idOf = (text: string) => {
    byText ??= new Map(Object.entries(table).map(([id, english]) => [english, id]));
    return byText.get(text);
  };
  const templateOf = (text: string) => {
    templates ??= Object.entries(table).filter(([, english]) => /\{\w+\}/.test(english));
    for (const [id, template] of templates) {
      const vars = matchTemplate(template, text);
      if (vars) return { id, vars };
    }
    return undefined;
  };
  const word = (text: string, wordById: WordById): string => {
    const id = idOf(text);
    if (id) return wordById(id) ?? text;
    const filled = templateOf(text);
    if (!filled) return text;
    // A value may itself be a known text (the server's message inside "could not take it yet").
    const vars = Object.fromEntries(Object.entries(filled.vars).map(([name, value]) => [name, word(value, wordById)]));
    return wordById(filled.id, vars) ?? text;
  };
  return { idOf, templateOf, word };
}
