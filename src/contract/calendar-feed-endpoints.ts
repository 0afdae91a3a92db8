// The calendar feed's endpoints (src/contract/endpoint.ts). The feed itself is public as far as the
// guards go: calendar apps cannot send the Authorization header, so the token in its path is the
// credential, checked by the handler (404 for one unknown or revoked). Its answer is text/calendar,
// not JSON: declared as a file.
import { calendarFeedAddressSchema, calendarFeedStatusSchema } from './calendar-feed';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const calendarFeedEndpoints = {
  calendarFeedStatus: endpoint(routes.calendarFeedStatus, { access: 'signed-in', response: calendarFeedStatusSchema }),
  makeCalendarFeed: endpoint(routes.makeCalendarFeed, { access: 'signed-in', response: calendarFeedAddressSchema }),
  revokeCalendarFeed: endpoint(routes.revokeCalendarFeed, { access: 'signed-in' }),
  calendarFeed: endpoint(routes.calendarFeed, { access: 'public', file: true }),
};
