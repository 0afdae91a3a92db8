// The chosen language (spec §3 "Current language setting, default en"), kept under
// storage::1::locale as { currentLang } and applied without a reload: <html lang> changes and
// every useI18n() re-renders with the new catalogue.
import { DEFAULT_LOCALE } from '@contract/constants';
import { languageFromPreferences } from '@contract/languages';
import { readRaw, storageKey, storageNames, writeStored } from '../lib/storage';
import type { Catalogue } from './en';
// The frame's own texts (navigation, footer, entry area) come with the first script.
import './en/layout';
import { createFormatters, type Formatters } from './format';
import { isLocale, LOCALES, type Locale } from './locales';
import { createTranslator, type Translator } from './translate';

const LOCALE_STORAGE_NAME = storageNames.locale;

export interface I18n extends Translator, Formatters {
  locale: Locale;
}

/** The first of the browser's languages the portal speaks, else English: the language until one is chosen. */
export function browserLocale(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return languageFromPreferences(preferred) ?? (DEFAULT_LOCALE as Locale);
}

function readStoredLocale(): Locale {
  const raw = readRaw(LOCALE_STORAGE_NAME);
  if (!raw) return browserLocale();
  try {
    const value = (JSON.parse(raw) as { currentLang?: unknown }).currentLang;
    return isLocale(value) ? value : browserLocale();
  } catch {
    return browserLocale();
  }
}

/** The language chosen on this device (or the browser's). */
export function storedLocale(): Locale {
  return readStoredLocale();
}

function build(locale: Locale, catalogue: Partial<Catalogue>): I18n {
  const tag = LOCALES[locale].tag;
  return { locale, ...createTranslator(catalogue, tag), ...createFormatters(tag) };
}

// English until a stored other language has loaded.
let current: I18n = build(DEFAULT_LOCALE as Locale, {});
const listeners = new Set<() => void>();

function publish(next: I18n): void {
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[next.locale].tag.split('-')[0]!;
  listeners.forEach((listener) => listener());
}

async function load(locale: Locale): Promise<void> {
  // Another language words the contract's texts too, by their ids (translate-message.ts).
  const [catalogue] = await Promise.all([LOCALES[locale].load(), locale === DEFAULT_LOCALE ? undefined : import('./en/validation')]);
  // A later choice may have landed while this one loaded.
  if (readStoredLocale() === locale) publish(build(locale, catalogue));
}

export function getI18n(): I18n {
  return current;
}

/** Whether the language in use is the stored one (false while a newly chosen one is still loading). */
export function localeMatchesStorage(): boolean {
  return current.locale === readStoredLocale();
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setLocale(locale: Locale): Promise<void> {
  writeStored(LOCALE_STORAGE_NAME, { currentLang: locale });
  return load(locale);
}

/** Loads the stored language and follows changes made in other tabs. */
export function startI18n(): void {
  // The page starts in English; loading it again would rebuild the translator and re-render every
  // screen for nothing, so only another stored language is loaded.
  const stored = readStoredLocale();
  if (stored !== current.locale) void load(stored);
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKey(LOCALE_STORAGE_NAME)) void load(readStoredLocale());
  });
}
