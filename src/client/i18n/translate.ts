// t() and tp() over a catalogue: "{name}" placeholders, plurals by CLDR category (key_one,
// key_other, …), English for any key a translation lacks.
import { fillTemplate } from '@contract/message-template';
import type { Catalogue, MessageId } from './en';
import { lazily } from '../lib/lazily';
import { englishMessage } from './english';
import { US_ENGLISH, usInteger } from './us-english';

export type MessageVars = Record<string, string | number>;

/** Message ids that come in plural forms: "dashboard.tasks" for "dashboard.tasks_one" / "_other". */
type PluralId = { [K in MessageId]: K extends `${infer Base}_other` ? Base : never }[MessageId];

export interface Translator {
  /** The message for an id, placeholders filled. */
  t(id: MessageId, vars?: MessageVars): string;
  /** The plural form for `count` ({count} is filled with the formatted number). */
  tp(id: PluralId, count: number, vars?: MessageVars): string;
}

function fill(text: string, vars: MessageVars | undefined): string {
  return vars ? fillTemplate(text, vars) : text;
}

export function createTranslator(catalogue: Partial<Catalogue>, localeTag: string): Translator {
  // Made on first use: the first Intl object of a page loads locale data, slow on a cheap device,
  // and many screens (sign-in among them) show no plural.
  const rules = lazily(() => new Intl.PluralRules(localeTag));
  const numbers = lazily(() => new Intl.NumberFormat(localeTag));
  const lookup = (id: string): string | undefined => (catalogue as Record<string, string | undefined>)[id] ?? englishMessage(id);
  return {
    t: (id, vars) => fill(lookup(id) ?? id, vars),
    tp: (id, count, vars) => {
      const text = lookup(`${id}_${rules().select(count)}`) ?? lookup(`${id}_other`) ?? id;
      const written = (localeTag === US_ENGLISH && usInteger(count)) || numbers().format(count);
      return fill(text, { count: written, ...vars });
    },
  };
}
