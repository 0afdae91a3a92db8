// The calendar feed (docs/architecture.md, "Calendar feed"): POST/GET/DELETE /users/me/calendar for
// the signed-in person's address, and the public GET /calendar/{token}.ics that calendar apps
// (Google Calendar, Outlook, Apple Calendar) fetch on their own schedule, without a session.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CALENDAR_FEED_REFRESH_HOURS } from '@contract/calendar-feed';
import { calendarFeedEndpoints } from '@contract/calendar-feed-endpoints';
import { users } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { hit } from '@server/plugins/rate-limit';
import { OPAQUE_TOKEN_LENGTH } from '../auth/tokens';
import { feedEvents } from './feed-events';
import { feedOwnerOf, feedStatus, feedUrl, makeFeedToken, revokeFeedToken } from './feed-tokens';
import { writeCalendar } from './ical';

const HOUR_MS = 60 * 60 * 1000;
/** Calendar apps fetch a few times an hour at most; more than this from one address is not an app. */
const FETCHES_PER_TOKEN_PER_HOUR = 60;
/** Unknown or revoked tokens from one IP address: a guesser, or an app left subscribed to an old address. */
const MISSES_PER_IP_PER_HOUR = 30;
/** Calendar apps and proxies may keep a copy this long; the feed is one person's, so never a shared cache. */
const CACHE_SECONDS = 15 * 60;
const FILE = new RegExp(`^([A-Za-z0-9_-]{${OPAQUE_TOKEN_LENGTH}})\\.ics$`);

export function calendarFeedRoutes(app: FastifyInstance) {
  apiRoute(app, calendarFeedEndpoints.calendarFeedStatus, {
    handler: async ({ request }) => feedStatus(app.db, authOf(request).userId),
  });

  apiRoute(app, calendarFeedEndpoints.makeCalendarFeed, {
    handler: async ({ request }) => {
      const token = await makeFeedToken(app.db, authOf(request).userId, app.clock());
      return { url: feedUrl(app.config.publicUrl, token) };
    },
  });

  apiRoute(app, calendarFeedEndpoints.revokeCalendarFeed, {
    handler: async ({ request, reply }) => {
      // Revoking an address that is already gone is done too: the answer is the same.
      await revokeFeedToken(app.db, authOf(request).userId);
      return reply.status(204).send();
    },
  });

  apiRoute(app, calendarFeedEndpoints.calendarFeed, {
    handler: async ({ params, request, reply }) => {
      const token = FILE.exec(params.file)?.[1];
      if (token) await hit(app.db, 'calendar-feed:token', token, FETCHES_PER_TOKEN_PER_HOUR, HOUR_MS);
      const ownerId = token ? await feedOwnerOf(app.db, token) : null;
      // A deactivated person's feed answers 404 like a revoked one; reactivated, it works again.
      const [owner] = ownerId
        ? await app.db
            .select({ id: users.id, districtId: users.districtId, roles: users.roles, language: users.language })
            .from(users)
            .where(and(eq(users.id, ownerId), isNull(users.deactivatedAt)))
        : [];
      if (!owner) {
        await hit(app.db, 'calendar-feed:miss-ip', request.ip, MISSES_PER_IP_PER_HOUR, HOUR_MS);
        throw notFound();
      }
      const body = writeCalendar({
        name: 'Hands-On Portal',
        refreshHours: CALENDAR_FEED_REFRESH_HOURS,
        now: app.clock(),
        // In the owner's language: the calendar app's request carries neither a session nor theirs.
        events: await feedEvents(app.db, owner, app.config.publicUrl, wordsFor(languageOfPerson(owner.language))),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', `private, max-age=${CACHE_SECONDS}`)
        .header('content-disposition', 'inline; filename="hands-on-portal.ics"')
        .send(body);
    },
  });
}
