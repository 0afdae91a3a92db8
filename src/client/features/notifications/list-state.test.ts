import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@contract/notifications';
import { joinPages, withAllRead, withRead } from './list-state';

const AT = '2026-03-10T12:00:00.000Z';
const notice = (id: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'staff-comment',
  title: `Notice ${id}`,
  body: null,
  link: `/blueprints/${id}`,
  districtId: 'd1',
  actorName: 'Renee Alvarez',
  createdAt: '2026-03-10T11:00:00.000Z',
  readAt,
});
const list = (items: Notification[], unread: number): NotificationList => ({ items, unread, nextBefore: null });

describe("the bell's list on this device", () => {
  it('marks one unread notice read and counts one less', () => {
    const next = withRead(list([notice('a'), notice('b')], 2), notice('a'), AT);
    expect(next.items.map((item) => item.readAt)).toEqual([AT, null]);
    expect(next.unread).toBe(1);
  });

  it('leaves the count alone for a notice already read, and counts down for an unread one from an older page', () => {
    const start = list([notice('a', '2026-03-09T00:00:00.000Z')], 4);
    expect(withRead(start, start.items[0]!, AT)).toBe(start);
    expect(withRead(start, notice('old'), AT).unread).toBe(3);
    expect(withRead(list([], 0), notice('old'), AT).unread).toBe(0);
  });

  it('marks all read, keeping the time each was already read', () => {
    const earlier = '2026-03-09T00:00:00.000Z';
    const next = withAllRead(list([notice('a'), notice('b', earlier)], 1), AT);
    expect(next.items.map((item) => item.readAt)).toEqual([AT, earlier]);
    expect(next.unread).toBe(0);
  });

  it('joins the newest page and the older ones, each notice once', () => {
    expect(joinPages([notice('c'), notice('b')], [notice('b'), notice('a')]).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
