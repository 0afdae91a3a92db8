// The languages the portal speaks, for both sides: the client's screens and the server's answers,
// e-mails, PDFs, CSV headers and calendar feeds. English is the catalogue every other language is
// checked against (tests/i18n/catalogue-parity.test.ts); another language is one catalogue file in
// src/contract/i18n/ and one entry here.

export interface LanguageInfo {
  /** Shown in the language picker in the language itself. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting and <html lang>. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The whole catalogue, loaded when the language is first used (English's own texts live beside their code). */
  load: () => Promise<Readonly<Record<string, string>>>;
}

export const LANGUAGES = {
  en: { nativeName: 'English', tag: 'en-US', dir: 'ltr', load: () => Promise.resolve({}) },
  // US Spanish: dollars and US number punctuation, Spanish words and month names.
  es: { nativeName: 'Español', tag: 'es-US', dir: 'ltr', load: () => import('./i18n/es').then((module) => module.es) },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The first of a person's preferred languages (BCP 47 tags, best first) that the portal speaks. */
export function languageFromPreferences(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, best first ("es-MX,es;q=0.9,en;q=0.8" → es-MX, es, en); q=0 drops a tag. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
