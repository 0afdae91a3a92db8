// English: what every screen's spinner says, in the first script; the shared controls' states
// (pagination, load errors, saved copies) are in ui-states.ts.
import { registerEnglish } from '../english';

export const uiMessages = {
  'ui.loading': 'Loading…',
  // An order known only from a copy saved before order numbers existed: its number comes with the next sync.
  'ui.orderNumber.pending': 'Number pending',
} as const;

registerEnglish(uiMessages);
