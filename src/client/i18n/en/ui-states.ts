// English: the shared controls' states, apart from the loading text every screen's spinner says
// (ui.ts, in the first script): pagination, load errors, data shown from a saved copy.
import { registerEnglish } from '../english';

export const uiStateMessages = {
  // The pager under every list; {label} names the list ("Tasks" → "Tasks pages").
  'ui.pagination.label': '{label} pages',
  'ui.pagination.rowsPerPage': 'Rows per page',
  'ui.pagination.range': '{first}–{last} of {total}',
  // Heard by screen readers right after the range: "1–15 of 16, page 1 of 2".
  'ui.pagination.position': ', page {page} of {pages}',
  'ui.pagination.previous': 'Previous',
  'ui.pagination.previousPage': 'Previous page',
  'ui.pagination.next': 'Next',
  'ui.pagination.nextPage': 'Next page',

  // A list or page that could not be loaded; {what} is the caller's, e.g. "your projects".
  'ui.loadError.title': 'Could not load {what}',
  // A screen never opened while connected: nothing is saved on this device for it yet.
  'ui.loadError.offlineTitle': "You're offline",
  'ui.loadError.unreachableTitle': "The portal's server is not answering",
  'ui.loadError.notSaved':
    'Nothing is saved on this device for {what} yet: a screen opens offline once it has been opened while connected. It loads by itself when the connection is back.',
  'ui.loadError.generic': 'Something went wrong while loading.',
  'ui.loadError.retry': 'Try again',

  // Data shown from this device's last saved copy.
  'ui.stale.offline': "You're offline — showing the last saved data.",
  'ui.stale.unreachable': "The portal's server is not answering — showing the last saved data.",
  'ui.stale.refreshFailed': 'Could not refresh — showing the last saved data.',
  'ui.stale.lastUpdated': 'Last updated {when}.',
  'ui.stale.today': 'today at {time}',
  'ui.stale.onDay': '{day} at {time}',
  'ui.stale.refresh': 'Refresh',
} as const;

registerEnglish(uiStateMessages);
