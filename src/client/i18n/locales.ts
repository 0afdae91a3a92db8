// The languages the portal speaks (src/contract/languages.ts, shared with the server): adding one is
// a catalogue file in src/contract/i18n/ with every message id of English (checked by
// tests/i18n/catalogue-parity.test.ts) and its entry in LANGUAGES.
import { isLanguage, LANGUAGE_CODES, LANGUAGES, type Language, type LanguageInfo } from '@contract/languages';
import type { Catalogue } from './en';

export interface LocaleInfo extends Omit<LanguageInfo, 'load'> {
  /** English registers by area as screens load (english.ts); another language loads whole when chosen. */
  load: () => Promise<Partial<Catalogue>>;
}

export type Locale = Language;
export const LOCALES: Record<Locale, LocaleInfo> = LANGUAGES as Record<Locale, LocaleInfo>;
export const LOCALE_CODES: Locale[] = LANGUAGE_CODES;
export const isLocale: (value: unknown) => value is Locale = isLanguage;
