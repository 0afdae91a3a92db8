// Every language says everything English says, and nothing else: the client's screens
// (src/client/i18n/en/), the contract's texts and the server's own (src/server/i18n/en.ts) against
// each catalogue of src/contract/i18n/. A key in one language and not the other fails, and so does a
// translation that drops or renames a {placeholder} (its value would be lost, or the name shown).
import { describe, expect, it } from 'vitest';
import { contractTexts } from '@contract/contract-texts';
import { LANGUAGE_CODES, LANGUAGES } from '@contract/languages';
import { serverMessages } from '@server/i18n/en';

const clientAreas = import.meta.glob<Record<string, unknown>>('../../src/client/i18n/en/*.ts', { eager: true });

function englishCatalogue(): Record<string, string> {
  const english: Record<string, string> = { ...contractTexts, ...serverMessages };
  for (const area of Object.values(clientAreas))
    for (const part of Object.values(area)) if (part && typeof part === 'object') Object.assign(english, part);
  return english;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('message catalogues', () => {
  const english = englishCatalogue();

  it('reads English from every area', () => {
    // The client's areas, the contract's texts and the server's: far more than any one of them.
    expect(Object.keys(clientAreas).length).toBeGreaterThan(30);
    expect(Object.keys(english).length).toBeGreaterThan(Object.keys(contractTexts).length + 1000);
  });

  for (const code of LANGUAGE_CODES.filter((language) => language !== 'en')) {
    it(`${code} has every English id and no other`, async () => {
      const catalogue = await LANGUAGES[code].load();
      const missing = Object.keys(english).filter((id) => !(id in catalogue));
      const extra = Object.keys(catalogue).filter((id) => !(id in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${code} keeps every placeholder of English and words every text`, async () => {
      const catalogue = await LANGUAGES[code].load();
      const differing = Object.entries(english)
        .filter(([id]) => id in catalogue)
        .filter(
          ([id, text]) => placeholders(text).join() !== placeholders(catalogue[id]!).join() || (text.trim() !== '' && catalogue[id]!.trim() === ''),
        )
        .map(([id]) => id);
      expect(differing).toEqual([]);
    });
  }
});
