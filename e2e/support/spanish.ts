// The Spanish of an English text on screen, read from the catalogues, so a journey in Spanish is
// written against the English it knows and fails if a text was left untranslated: spanish('Next')
// finds the message ids whose English is "Next" and answers their Spanish (one wording, or the
// named id's when several differ).
import { contractTexts } from '@contract/contract-texts';
import { es } from '@contract/i18n/es';
import { fillTemplate } from '@contract/message-template';
import { authMessages } from '../../src/client/i18n/en/auth';
import { dashboardMessages } from '../../src/client/i18n/en/dashboard';
import { layoutMessages } from '../../src/client/i18n/en/layout';
import { onboardingMessages } from '../../src/client/i18n/en/onboarding';
import { programmeMessages } from '../../src/client/i18n/en/programme';
import { projectMessages } from '../../src/client/i18n/en/projects';
import { settingsMessages } from '../../src/client/i18n/en/settings';
import { syncMessages } from '../../src/client/i18n/en/sync';
import { uiMessages } from '../../src/client/i18n/en/ui';

const english: Record<string, string> = {
  ...contractTexts,
  ...layoutMessages,
  ...uiMessages,
  ...authMessages,
  ...onboardingMessages,
  ...programmeMessages,
  ...dashboardMessages,
  ...projectMessages,
  ...settingsMessages,
  ...syncMessages,
};

/** The Spanish of an English text (a template's values filled in both). */
export function spanish(text: string, vars?: Record<string, string | number>, id?: string): string {
  const ids = id ? [id] : Object.keys(english).filter((key) => english[key] === text);
  const wordings = [...new Set(ids.map((key) => es[key]).filter((value): value is string => value !== undefined))];
  if (wordings.length !== 1) throw new Error(`"${text}": ${wordings.length} Spanish wordings (ids ${ids.join(', ') || 'none'})`);
  const wording = wordings[0]!;
  if (wording === text) throw new Error(`"${text}" is the same in Spanish (ids ${ids.join(', ')})`);
  return vars ? fillTemplate(wording, vars) : wording;
}

/** The Spanish of a message id. */
export function spanishOf(id: string, vars?: Record<string, string | number>): string {
  const wording = es[id];
  if (wording === undefined) throw new Error(`no Spanish for ${id}`);
  return vars ? fillTemplate(wording, vars) : wording;
}
