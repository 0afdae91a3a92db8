// English: the not-found and not-allowed pages and the update prompt, apart from the error screen's
// texts (app.ts, in the first script): their screens load on their own.
import { registerEnglish } from '../english';

export const appPageMessages = {
  'app.notFound.title': 'Page not found',
  'app.notFound.description': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to home',

  // A page the permission table does not grant (app/ability-guards.tsx).
  'app.forbidden.title': 'This page is not open to you',
  'app.forbidden.description': 'Your account cannot open it. If you think it should, ask a programme admin.',

  // The service worker's "a new version is waiting" prompt (app/pwa/update-prompt.tsx).
  'app.update.available': 'A new version is available',
  'app.update.reload': 'Reload',
  'app.update.later': 'Later',
} as const;

registerEnglish(appPageMessages);
