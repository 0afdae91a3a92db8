// The English catalogue's type: every message id of every area. The messages themselves live in
// en/*.ts and register as their screens load (english.ts); a translation is one file of type
// Catalogue (see locales.ts), checked by TypeScript to have every id.
import type { dashboardMessages } from './en/dashboard';
import type { layoutMessages } from './en/layout';
import type { legalMessages } from './en/legal';
import type { pageMessages } from './en/pages';
import type { planningMessages } from './en/planning';
import type { resourceMessages } from './en/resources';
import type { settingsMessages } from './en/settings';

type English = typeof layoutMessages &
  typeof settingsMessages &
  typeof dashboardMessages &
  typeof planningMessages &
  typeof resourceMessages &
  typeof pageMessages &
  typeof legalMessages;

export type MessageId = keyof English;
/** A whole translation: every message id, each a string. */
export type Catalogue = { readonly [K in MessageId]: string };
