// What the database announces on the hop_events channel (migration 0017's and 0019's triggers): a new
// activity entry, a session that ended, or someone's presence on a subject that came, went or
// changed. Parsed defensively: a payload this code does not know is ignored.
import { PRESENCE_KIND, type LiveEvent } from '@contract/events-messages';

export const EVENTS_CHANNEL = 'hop_events';

export interface AnnouncedEntry {
  seq: number;
  entityType: string;
  entityId: string;
  districtId: string | null;
  action: string;
  visibility: 'staff' | 'district';
  at: Date;
}

/** Someone's presence on a subject changed: those who may hear of it ask GET /presence again. */
export interface PresenceNotice {
  subject: string;
  districtId: string;
  visibility: 'staff' | 'district';
}

export type Announcement =
  { type: 'entry'; entry: AnnouncedEntry } | { type: 'session-ended'; sessionId: string } | { type: 'presence'; notice: PresenceNotice };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function parseAnnouncement(payload: string): Announcement | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (isText(value.sessionEnded)) return { type: 'session-ended', sessionId: value.sessionEnded };
  if (isText(value.presence)) {
    if (!isText(value.districtId)) return null;
    const visibility = value.visibility === 'district' ? 'district' : 'staff';
    return { type: 'presence', notice: { subject: value.presence, districtId: value.districtId, visibility } };
  }
  const seq = Number(value.seq);
  if (!Number.isSafeInteger(seq) || !isText(value.entityType) || !isText(value.entityId) || !isText(value.action)) return null;
  return {
    type: 'entry',
    entry: {
      seq,
      entityType: value.entityType,
      entityId: value.entityId,
      districtId: isText(value.districtId) ? value.districtId : null,
      action: value.action,
      visibility: value.visibility === 'district' ? 'district' : 'staff',
      at: new Date(Number(value.atMs)),
    },
  };
}

/** The event as the stream sends it: what changed, never its content (the screen fetches that). */
export function toLiveEvent(entry: AnnouncedEntry): LiveEvent {
  return {
    kind: `${entry.entityType}.${entry.action}`,
    id: entry.entityId,
    entityType: entry.entityType,
    action: entry.action,
    districtId: entry.districtId,
    at: entry.at.toISOString(),
  };
}

/** A presence change as the stream sends it: which subject, never who (GET /presence tells that). */
export function presenceEvent(notice: PresenceNotice, at: Date): LiveEvent {
  return { kind: PRESENCE_KIND, id: notice.subject, entityType: 'presence', action: 'changed', districtId: notice.districtId, at: at.toISOString() };
}
