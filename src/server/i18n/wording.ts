// A text worded when it is read rather than when it is made: a message id with its values, kept as
// JSON beside the English it made (a notice's title and body), so each reader gets it in their own
// language. A value is a string or number as it is (a name, a number), a calendar day ({ date })
// worded in the reader's format, or another wording (a status word). An id with plural forms
// (`<id>_one`, `<id>_other`) is chosen by its `count` value.
import { serverMessages, type ServerMessageId } from './en';
import type { PluralId, TextVars, Words } from './text';

export type WordingValue = string | number | { date: string } | Wording;

export interface Wording {
  id: ServerMessageId | PluralId;
  vars?: Record<string, WordingValue>;
}

const known = (id: string): boolean => id in serverMessages;
const isPlural = (id: string): id is PluralId => known(`${id}_other`);

/** A wording, with its values typed by the caller. */
export const wording = (id: Wording['id'], vars?: Record<string, WordingValue>): Wording => (vars ? { id, vars } : { id });

/** The text of a wording in the reader's language. */
export function wordIt(words: Words, text: Wording): string {
  const vars: TextVars = {};
  for (const [name, value] of Object.entries(text.vars ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') vars[name] = value;
    else if ('date' in value) vars[name] = words.detailDate(value.date);
    else vars[name] = wordIt(words, value);
  }
  if (isPlural(text.id)) {
    const { count, ...rest } = vars;
    return words.tp(text.id, Number(count ?? 0), rest);
  }
  return words.t(text.id as ServerMessageId, vars);
}

function isValue(value: unknown): value is WordingValue {
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (!value || typeof value !== 'object') return false;
  if ('date' in value) return typeof value.date === 'string';
  return isWording(value);
}

function isWording(value: unknown): value is Wording {
  if (!value || typeof value !== 'object' || !('id' in value) || typeof value.id !== 'string') return false;
  if (!known(value.id) && !isPlural(value.id)) return false;
  const vars = 'vars' in value ? value.vars : undefined;
  return vars === undefined || (!!vars && typeof vars === 'object' && !Array.isArray(vars) && Object.values(vars).every(isValue));
}

/**
 * A stored id and values back to a wording, or null when there is none or it is one this server no
 * longer knows (an id since removed): the caller then shows the English stored beside it.
 */
export function storedWording(id: string | null, vars: unknown): Wording | null {
  if (id === null) return null;
  const candidate = vars === null || vars === undefined ? { id } : { id, vars };
  return isWording(candidate) ? candidate : null;
}
