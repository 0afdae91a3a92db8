import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS, PRESENCE_KIND, RESET_KIND, type LiveEvent } from '@contract/events-messages';
import { KNOWN_ENTITY_TYPES, keysTouchedBy } from './event-keys';

const event = (kind: string, id = 'order-1'): LiveEvent => ({
  kind,
  id,
  entityType: kind.split('.')[0]!,
  action: kind.split('.')[1] ?? '',
  districtId: 'district-1',
  at: '2026-12-07T08:00:00.000Z',
});

describe('keysTouchedBy', () => {
  it('has a row for every entity type the server sends', () => {
    const sent = new Set(LIVE_EVENT_KINDS.map((kind) => kind.split('.')[0]!));
    expect([...sent].filter((type) => !KNOWN_ENTITY_TYPES.includes(type))).toEqual([]);
  });

  it('refreshes an order on My Orders, its project and its own history, and nothing of other areas', () => {
    const touched = keysTouchedBy(event('kit-order.status-changed', 'order-1'));
    expect(touched(['projects', 'orders', { limit: 20, offset: 0 }])).toBe(true);
    expect(touched(['projects', 'detail', 'project-9'])).toBe(true);
    expect(touched(['projects', 'timeline', 'order-1', 3])).toBe(true);
    expect(touched(['projects', 'timeline', 'order-2', 3])).toBe(false);
    expect(touched(['action-tasks', false, 20, 0, null])).toBe(false);
    expect(touched(['blueprints', 'comments', 'order-1'])).toBe(false);
    expect(touched('projects')).toBe(false);
  });

  it("refreshes a blueprint's comments for a comment, the checklist for a task, and everything for a reset", () => {
    expect(keysTouchedBy(event('blueprint.comment-added', 'bp-1'))(['blueprints', 'comments', 'bp-1'])).toBe(true);
    expect(keysTouchedBy(event('blueprint.comment-added', 'bp-1'))(['blueprints', 'comments', 'bp-2'])).toBe(false);
    expect(keysTouchedBy(event('action-task.task-completed', 't-1'))(['action-tasks', true, 20, 0, null])).toBe(true);
    expect(keysTouchedBy(event('action-task.task-completed', 't-1'))(['dashboard', 'action-tasks'])).toBe(true);
    expect(keysTouchedBy(event('inventory-count.count-conflict-flagged', 'p-1'))(['staff-count-conflicts', {}])).toBe(true);
    expect(keysTouchedBy(event(RESET_KIND, ''))(['anything', 1])).toBe(true);
  });

  it('refreshes only the presence banner of the subject someone came to or left, not the activity log', () => {
    const touched = keysTouchedBy(event(PRESENCE_KIND, 'school:s-1'));
    expect(touched(['presence', 'school:s-1'])).toBe(true);
    expect(touched(['presence', 'school:s-2'])).toBe(false);
    expect(touched(['activity', 'staff', {}])).toBe(false);
  });

  it("refreshes the bell's notices for every kind of event and for a reset, and not other areas' keys by it", () => {
    for (const kind of [...LIVE_EVENT_KINDS, 'unknown-type.something']) {
      expect(keysTouchedBy(event(kind, 'x-1'))(['notifications', 'list']), kind).toBe(true);
    }
    expect(keysTouchedBy(event(RESET_KIND, ''))(['notifications', 'list'])).toBe(true);
    expect(keysTouchedBy(event('invitation.accepted', 'i-1'))(['notification', 'list'])).toBe(false);
    expect(keysTouchedBy(event('invitation.accepted', 'i-1'))(['settings', 'notifications'])).toBe(false);
  });
});
