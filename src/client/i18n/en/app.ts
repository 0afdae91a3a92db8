// English: screens of the app frame: not found, unexpected error, guards, the update prompt, loading.
import { registerEnglish } from '../english';

export const appMessages = {
  // The generic fallback of spec §8 (app/error-screen.tsx).
  'app.error.title': 'Unexpected Application Error!',
  'app.error.status': 'Error',
  'app.error.message': 'Something went wrong.',
  'app.error.chunkStatus': 'Could not load this screen',
  'app.error.chunkMessage': '{message}. Reloading the page usually fixes this.',
  'app.error.tryAgain': 'Try again',
  'app.error.reload': 'Reload page',
  'app.error.home': 'Go to home',

  'app.notFound.title': 'Page not found',
  'app.notFound.description': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to home',

  // A page the permission table does not grant (app/guards.tsx).
  'app.forbidden.title': 'This page is not open to you',
  'app.forbidden.description': 'Your account cannot open it. If you think it should, ask a programme admin.',

  // The service worker's "a new version is waiting" prompt (app/pwa/update-prompt.tsx).
  'app.update.available': 'A new version is available',
  'app.update.reload': 'Reload',
  'app.update.later': 'Later',
} as const;

registerEnglish(appMessages);
