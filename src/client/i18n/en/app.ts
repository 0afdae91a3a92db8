// English: the unexpected-error screen, in the first script; not found, not allowed and the update
// prompt are in app-pages.ts.
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
} as const;

registerEnglish(appMessages);
