// The server's words in a person's language: its own texts (en.ts) and the contract's (errors,
// validation), with dates, numbers and money through Intl in the language's locale. English is what
// any language falls back to, id by id.
import { contractTexts } from '@contract/contract-texts';
import { LANGUAGES, type Language } from '@contract/languages';
import { fillTemplate } from '@contract/message-template';
import { contractWording } from '@contract/word-contract-text';
import { catalogueOf } from './catalogues';
import { serverMessages, type ServerMessageId } from './en';

export type TextVars = Record<string, string | number>;

const english: Readonly<Record<string, string>> = { ...serverMessages, ...contractTexts };
const wording = contractWording(contractTexts);

/** Ids that come in plural forms: "mail.kits" for "mail.kits_one" / "mail.kits_other". */
export type PluralId = { [K in ServerMessageId]: K extends `${infer Base}_other` ? Base : never }[ServerMessageId];

export interface Words {
  language: Language;
  /** BCP 47 tag, for Intl and for a document's lang attribute. */
  tag: string;
  t(id: ServerMessageId, vars?: TextVars): string;
  tp(id: PluralId, count: number, vars?: TextVars): string;
  /** A contract text (an error, a validation message) in this language; another text as it came. */
  contract(text: string): string;
  /** A calendar day or instant as "5 Mar 2026" / "5 dic 2026" (its UTC calendar day). */
  date(iso: string): string;
  /** DD MMM YYYY, as the portal's detail screens write a day: the quote PDF and notices ("05 Mar 2026"). */
  detailDate(iso: string): string;
  money(cents: number): string;
  number(value: number): string;
}

function lookup(language: Language, id: string): string | undefined {
  return catalogueOf(language)[id] ?? english[id];
}

const cache = new Map<Language, Words>();

const utcDay = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

export function wordsFor(language: Language): Words {
  const known = cache.get(language);
  if (known) return known;
  const tag = LANGUAGES[language].tag;
  const plural = new Intl.PluralRules(tag);
  const numbers = new Intl.NumberFormat(tag);
  const months = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  const whole = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  const fill = (text: string, vars?: TextVars) => (vars ? fillTemplate(text, vars) : text);
  const words: Words = {
    language,
    tag,
    t: (id, vars) => fill(lookup(language, id) ?? id, vars),
    tp: (id, count, vars) =>
      fill(lookup(language, `${id}_${plural.select(count)}`) ?? lookup(language, `${id}_other`) ?? id, { count: numbers.format(count), ...vars }),
    contract: (text) =>
      language === 'en'
        ? text
        : wording.word(text, (id, vars) => {
            const found = lookup(language, id);
            return found === undefined ? undefined : fill(found, vars);
          }),
    date: (iso) => {
      const day = utcDay(iso);
      // D MMM YYYY in every language, as the e-mails have always written dates ("5 Mar 2026", "5 mar 2026").
      return `${day.getUTCDate()} ${months.format(day)} ${day.getUTCFullYear()}`;
    },
    detailDate: (iso) => {
      const day = utcDay(iso);
      return `${String(day.getUTCDate()).padStart(2, '0')} ${months.format(day)} ${day.getUTCFullYear()}`;
    },
    money: (value) => (value % 100 === 0 ? whole.format(value / 100) : cents.format(value / 100)),
    number: (value) => numbers.format(value),
  };
  cache.set(language, words);
  return words;
}
