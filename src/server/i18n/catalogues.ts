// Every language's catalogue, loaded once when the app is built (LANGUAGES[code].load is the same
// loader the client uses). Until then, and for any id a catalogue lacks, texts are English.
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@contract/languages';

const loaded = new Map<Language, Readonly<Record<string, string>>>();

export async function loadCatalogues(): Promise<void> {
  await Promise.all(LANGUAGE_CODES.map(async (code) => loaded.set(code, await LANGUAGES[code].load())));
}

export function catalogueOf(language: Language): Readonly<Record<string, string>> {
  return loaded.get(language) ?? {};
}
