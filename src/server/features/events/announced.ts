// What the database announces on the hop_events channel (migration 0017's triggers): a new activity
// entry, or a session that ended. Parsed defensively: a payload this code does not know is ignored.
import type { LiveEvent } from '@contract/events-messages';

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

export type Announcement = { type: 'entry'; entry: AnnouncedEntry } | { type: 'session-ended'; sessionId: string };

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
