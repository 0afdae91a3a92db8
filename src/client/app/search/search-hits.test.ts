// Where a search hit leads: staff to the staff console's screens, district staff to theirs.
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '@contract/search';
import '@client/i18n/en/search';
import { createTranslator } from '@client/i18n/translate';
import { searchOptions } from './search-hits';

const english = createTranslator({}, 'en-US');
const none = { items: [], total: 0 };
const results: SearchResults = {
  applications: { items: [{ id: 'a1', applicationNumber: 1042, applicantName: 'Ada Park', districtName: 'Cedar', status: 'New' }], total: 1 },
  districts: { items: [{ id: 'd1', name: 'Cedar', state: 'OH' }], total: 1 },
  schools: { items: [{ id: 's1', name: 'Lincoln Middle School', districtName: 'Cedar' }], total: 1 },
  orders: {
    items: [
      {
        id: 'o1',
        orderNumber: 1042,
        kind: 'checkout',
        status: 'Active',
        projectId: 'p1',
        projectName: 'Bridge Engineering',
        schoolName: 'Lincoln Middle School',
        checkoutName: 'Period 3',
        trackingReference: null,
      },
    ],
    total: 1,
  },
  blueprints: none,
  people: { items: [{ id: 'u1', name: 'Ada Park', email: 'ada@example.org', districtName: 'Cedar' }], total: 1 },
};

describe('search hits', () => {
  it('name an order by its number and open the staff screens for staff', () => {
    const staff = searchOptions(results, true, english);
    expect(staff.orders[0]).toMatchObject({
      title: 'K-1042 · Period 3',
      detail: 'Bridge Engineering · Lincoln Middle School · Active',
      href: '/staff/kit-orders?order=o1',
    });
    expect(staff.applications[0]).toMatchObject({ title: 'Application #1042 · Ada Park', href: '/staff/applications/a1' });
    expect(staff.districts[0]!.href).toBe('/staff/applications?district=d1');
    expect(staff.schools[0]!.href).toBe('/staff/kit-orders?school=s1');
    expect(staff.people[0]).toMatchObject({ title: 'E-mail Ada Park', detail: 'ada@example.org · Cedar', href: 'mailto:ada@example.org' });
  });

  it('open the district screens for everyone else', () => {
    const district = searchOptions(results, false, english);
    expect(district.orders[0]!.href).toBe('/projects/orders?project=p1&order=o1');
    expect(district.applications[0]!.href).toBe('/applications/a1');
    expect(district.schools[0]!.href).toBe('/projects?q=Lincoln+Middle+School');
    expect(district.people[0]).toMatchObject({ title: 'E-mail Ada Park', href: 'mailto:ada@example.org' });
  });
});
