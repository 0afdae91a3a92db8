import { describe, expect, it } from 'vitest';
import { currentChild, isEntryCurrent, navEntriesFor, type NavEntry } from './nav-items';

const ids = (entries: NavEntry[]) => entries.map((entry) => entry.id);
const programme = (entries: NavEntry[]) => entries.find((entry): entry is Extract<NavEntry, { kind: 'group' }> => entry.id === 'programme');

describe('navigation by permission', () => {
  it("gives district staff the spec's entries and no Programme group", () => {
    const entries = navEntriesFor(['USER']);
    expect(ids(entries)).toEqual([
      'dashboard',
      'planning',
      'blueprints',
      'applications',
      'resources',
      'support',
      'checklist',
      // Added by this product: the district's outcome reports, beside its checklist.
      'outcomeReports',
      'about',
      'curriculum',
      'projects',
      'orders',
      // Added by this product: the district's members.
      'people',
    ]);
  });

  it("gives programme staff the Programme group instead of the district's own screens", () => {
    expect(ids(navEntriesFor(['ADMIN']))).toEqual(['programme', 'blueprints', 'resources', 'support', 'about', 'curriculum']);
    const adminGroup = programme(navEntriesFor(['ADMIN']))!;
    expect(adminGroup.children.map((child) => child.to)).toContain('/staff/resources');
    // The catalogue is shared by every district: only admins edit it.
    const managerGroup = programme(navEntriesFor(['SCHOOL_SUCCESS_MANAGER']))!;
    expect(managerGroup.children.map((child) => child.to)).not.toContain('/staff/resources');
    expect(managerGroup.children.map((child) => child.to)).toContain('/staff/applications');
    // Both read the review rubric beside the queue (only admins edit it, on the same screen).
    for (const group of [adminGroup, managerGroup]) {
      const to = group.children.map((child) => child.to);
      expect(to.indexOf('/staff/rubric')).toBe(to.indexOf('/staff/applications') + 1);
    }
    // Both have People (managers deactivate the district staff they reach; admins also change roles).
    for (const group of [adminGroup, managerGroup]) expect(group.children.map((child) => child.to)).toContain('/staff/people');
    // Both settle count conflicts within their districts, beside the kit orders.
    for (const group of [adminGroup, managerGroup]) {
      const to = group.children.map((child) => child.to);
      expect(to.indexOf('/staff/count-conflicts')).toBe(to.indexOf('/staff/kit-orders') + 1);
    }
  });

  it('marks Projects on the projects list and every project screen, and My Orders only on its list', () => {
    const entries = navEntriesFor(['USER']);
    const link = (id: string) => entries.find((entry): entry is Extract<NavEntry, { kind: 'link' }> => entry.id === id)!;
    const current = (location: string) => entries.filter((e) => e.kind === 'link' && isEntryCurrent(location, link(e.id))).map((e) => e.id);
    expect(current('/projects')).toEqual(['projects']);
    expect(current('/projects/0b6c4f2e-1d1a-4c3e-9f43-5a3f0c1d2e3f/inventory')).toEqual(['projects']);
    expect(current('/projects/orders')).toEqual(['orders']);
  });

  it('marks the most specific child of the Programme group', () => {
    const group = programme(navEntriesFor(['ADMIN']))!;
    expect(currentChild('/staff', group)?.to).toBe('/staff');
    expect(currentChild('/staff/applications/123', group)?.to).toBe('/staff/applications');
    expect(currentChild('/staff/resources/new', group)?.to).toBe('/staff/resources');
  });
});
