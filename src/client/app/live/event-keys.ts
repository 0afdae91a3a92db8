// What each live event refreshes: for every kind of entry, the SWR keys of the screens that show it
// (each feature's api.ts builds its keys as arrays whose first item names the area, e.g.
// ['projects', 'orders', query], ['blueprints', 'comments', id]). An event revalidates only those;
// SWR fetches again only the keys a mounted screen uses, and forms keep what is typed (they copy
// their data when they open). Every event also refreshes the bell's notices. RESET_KIND refreshes
// everything on screen.
import { PRESENCE_KIND, RESET_KIND, type LiveEvent } from '@contract/events-messages';

export type KeyMatcher = (key: unknown) => boolean;

type Key = readonly unknown[];
/** A key of the area, optionally of one sub-list (key[1]) and one object (key[2]). */
const area =
  (name: string, part?: string, withId?: boolean) =>
  (event: LiveEvent): KeyMatcher =>
  (key) =>
    Array.isArray(key) && (key as Key)[0] === name && (part === undefined || (key as Key)[1] === part) && (!withId || (key as Key)[2] === event.id);

/** Per entity type, the screens its entries change. */
const TABLE: Record<string, ((event: LiveEvent) => KeyMatcher)[]> = {
  // Order moved, delivery confirmed, kits returned, Return Date moved: that order (My Orders, its
  // project, its history), the dashboard's active orders, the staff queue and the order's panel.
  'kit-order': [
    area('projects', 'orders'),
    area('projects', 'detail'),
    area('projects', 'me'),
    area('projects', 'timeline', true),
    area('dashboard', 'active-orders'),
    area('dashboard', 'summary'),
    // Not the staff order panel ('staff-kit-orders', 'detail'): its forms are keyed by the order's
    // version, so a refresh would wipe what staff are typing. A move on a stale version answers
    // "changed meanwhile" and the panel reloads then.
    area('staff-kit-orders', 'list'),
    area('staff-dashboard'),
  ],
  // Task assigned, edited, completed or reopened: the checklist and its counts.
  'action-task': [area('action-tasks'), area('dashboard', 'action-tasks'), area('staff-tasks')],
  // Comment added or deleted, approval, quote, stage: that blueprint; the blueprint lists.
  blueprint: [
    area('blueprints', 'detail', true),
    area('blueprints', 'comments', true),
    area('blueprints', 'impact', true),
    area('blueprints', 'schools', true),
    area('blueprints', 'me'),
    area('applications', 'me'),
    area('staff-applications', 'queue'),
  ],
  // Application status, assignment, note, funding: the applications and their history.
  application: [
    area('applications', 'me'),
    area('applications', 'detail', true),
    area('activity', 'district', true),
    area('staff-applications', 'queue'),
    area('staff-applications', 'detail', true),
    area('dashboard', 'summary'),
    area('staff-dashboard'),
  ],
  // A count recorded, a conflict flagged or settled (the id is the project's).
  'inventory-count': [
    area('projects', 'detail', true),
    area('projects', 'me'),
    area('staff-count-conflicts'),
    area('kits', 'count-projects'),
    area('staff-dashboard'),
  ],
  invitation: [area('staff-invitations'), area('staff-dashboard')],
  resource: [area('staff-resources'), area('resources'), area('resource', undefined, false), area('blueprints', 'catalogue')],
  district: [area('staff-directory'), area('staff-lookups')],
  school: [area('staff-directory'), area('staff-lookups')],
};

/**
 * Every change is also a line of the staff activity log, and may have made this person a notice
 * (the server writes notices in the change's transaction): the bell's count and list follow.
 */
const ALWAYS = [area('activity', 'staff'), area('notifications')];

/** The keys an event touches, as one matcher for SWR's mutate(). */
export function keysTouchedBy(event: LiveEvent): KeyMatcher {
  if (event.kind === RESET_KIND) return () => true;
  // Someone came to or left a subject (its id): only the banner of that subject asks again.
  if (event.kind === PRESENCE_KIND) return (key) => Array.isArray(key) && (key as Key)[0] === 'presence' && (key as Key)[1] === event.id;
  const matchers = [...(TABLE[event.entityType] ?? []), ...ALWAYS].map((make) => make(event));
  return (key) => matchers.some((matches) => matches(key));
}

/** The entity types the table knows (tests check every kind the server sends has its row). */
export const KNOWN_ENTITY_TYPES = Object.keys(TABLE);
