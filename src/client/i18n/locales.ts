// The languages the portal speaks. Adding one is a file: copy en/ as a Catalogue (every key of
// English, checked by TypeScript), register it here with its native name and text direction.
import type { Catalogue } from './en';

export interface LocaleInfo {
  /** Shown in the language picker in the language itself. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting and <html lang>. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** English registers by area as screens load (english.ts); another language loads whole when chosen. */
  load: () => Promise<Partial<Catalogue>>;
}

export const LOCALES = {
  en: { nativeName: 'English', tag: 'en-US', dir: 'ltr', load: () => Promise.resolve({}) },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES;
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}
