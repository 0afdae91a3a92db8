// What each hit of GET /search reads as in the box and which screen it opens: programme staff go to
// the staff console's screens, everyone else to the district side's.
import { formatOrderNumber } from '@contract/order-number';
import type { SearchGroupName, SearchResults } from '@contract/search';
import type { I18n } from '@client/i18n/locale-store';
import { orderStatusLabelId } from '@client/ui/order-status';
import { paths } from '../paths';

export interface SearchOption {
  key: string;
  group: SearchGroupName;
  title: string;
  detail: string;
  /** A path of the portal, or a mailto: link for a person. */
  href: string;
}

type Words = Pick<I18n, 't'>;

export function searchOptions(results: SearchResults, staff: boolean, { t }: Words): Record<SearchGroupName, SearchOption[]> {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
  return {
    orders: results.orders.items.map((o) => ({
      key: `order-${o.id}`,
      group: 'orders',
      title: join(formatOrderNumber(o.orderNumber), o.checkoutName ?? o.projectName),
      detail: join(o.projectName, o.schoolName, t(orderStatusLabelId(o.status)), o.trackingReference),
      href: staff ? paths.staffKitOrder(o.id) : paths.orders({ project: o.projectId, order: o.id }),
    })),
    applications: results.applications.items.map((a) => ({
      key: `application-${a.id}`,
      group: 'applications',
      title: join(t('search.application', { number: String(a.applicationNumber) }), a.applicantName),
      detail: join(a.districtName, a.status),
      href: staff ? paths.staffApplication(a.id) : paths.application(a.id),
    })),
    blueprints: results.blueprints.items.map((b) => ({
      key: `blueprint-${b.id}`,
      group: 'blueprints',
      title: b.preparedFor,
      detail: join(b.districtName, t('search.application', { number: String(b.applicationNumber) })),
      href: paths.blueprint(b.id),
    })),
    districts: results.districts.items.map((d) => ({
      key: `district-${d.id}`,
      group: 'districts',
      title: d.name,
      detail: d.state ?? '',
      href: staff ? paths.reviewQueue({ district: d.id }) : paths.applications(),
    })),
    schools: results.schools.items.map((s) => ({
      key: `school-${s.id}`,
      group: 'schools',
      title: s.name,
      detail: s.districtName,
      href: staff ? paths.staffKitOrders({ school: s.id }) : paths.projects({ q: s.name }),
    })),
    people: results.people.items.map((p) => ({
      key: `person-${p.id}`,
      group: 'people',
      // Choosing a person writes them an e-mail, so the hit says so: no screen shows a district's
      // people, to staff or anyone, for it to open instead.
      title: t('search.emailPerson', { name: p.name }),
      detail: join(p.email, p.districtName),
      href: `mailto:${p.email}`,
    })),
  };
}
