// The navigation of spec §2, in the spec's order. Labels are message ids (i18n/en/layout.ts).
import type { ComponentType } from 'react';
import { can, type Ability } from '../../../contract/permissions';
import type { MessageId } from '../../i18n/en';
import { useSession } from '../../lib/use-session';
import {
  BookIcon,
  CalendarIcon,
  ChecklistIcon,
  DocumentIcon,
  GridIcon,
  HomeIcon,
  InfoIcon,
  MailIcon,
  MapIcon,
  PackageIcon,
  TruckIcon,
  type IconProps,
} from '../../ui/icons';
import { paths, RESOURCE_TYPES, type ResourceType } from '../paths';

type Icon = ComponentType<IconProps>;

export interface NavChild {
  labelId: MessageId;
  to: string;
}

export type NavEntry =
  /**
   * `area`: the path below which the entry is current, when wider than its own (`to`).
   * `ability`: shown only to people whose roles grant it (the contract's permission table).
   */
  | { kind: 'link'; id: string; labelId: MessageId; to: string; icon: Icon; area?: string; ability?: Ability }
  | { kind: 'group'; id: string; labelId: MessageId; icon: Icon; base: string; children: readonly NavChild[] }
  | { kind: 'mail'; id: string; labelId: MessageId; icon: Icon };

/** The message id of a resource type's name ("Onsite Field Trips"), shared by the nav and the Resources screens. */
export const resourceTypeLabelId = (slug: ResourceType): MessageId => `resources.type.${slug}`;

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'link', id: 'dashboard', labelId: 'nav.dashboard', to: paths.dashboard(), icon: HomeIcon },
  { kind: 'link', id: 'planning', labelId: 'nav.planning', to: paths.planning(), icon: CalendarIcon },
  { kind: 'link', id: 'blueprints', labelId: 'nav.blueprints', to: paths.blueprints(), icon: MapIcon },
  { kind: 'link', id: 'applications', labelId: 'nav.applications', to: paths.applications(), icon: DocumentIcon },
  {
    kind: 'group',
    id: 'resources',
    labelId: 'nav.resources',
    icon: GridIcon,
    base: paths.resources(),
    children: RESOURCE_TYPES.map(({ slug }) => ({ labelId: resourceTypeLabelId(slug), to: paths.resources(slug) })),
  },
  { kind: 'mail', id: 'support', labelId: 'nav.support', icon: MailIcon },
  { kind: 'link', id: 'checklist', labelId: 'nav.checklist', to: paths.checklist(), icon: ChecklistIcon },
  { kind: 'link', id: 'about', labelId: 'nav.about', to: paths.about(), icon: InfoIcon },
  { kind: 'link', id: 'curriculum', labelId: 'nav.curriculum', to: paths.curriculum(), icon: BookIcon },
  // My Orders is the one entry for hands-on projects, so a project's own screens keep it marked.
  { kind: 'link', id: 'orders', labelId: 'nav.orders', to: paths.orders(), icon: TruckIcon, area: paths.projects() },
  // Programme staff: the kit fulfilment queue.
  { kind: 'link', id: 'kit-fulfilment', labelId: 'nav.kitFulfilment', to: paths.staffKitOrders(), icon: PackageIcon, ability: 'staff:kit-orders' },
];

/** The entries the signed-in person may use. */
export function useNavEntries(): readonly NavEntry[] {
  const { user } = useSession();
  const roles = user?.authority ?? [];
  return NAV_ENTRIES.filter((entry) => entry.kind !== 'link' || !entry.ability || can(roles, entry.ability));
}

/** An entry is current on its own path and below it (/blueprints/12 keeps Blueprints marked). */
export function isCurrent(location: string, to: string): boolean {
  const path = location.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.split('?')[0]!;
  return path === target || path.startsWith(`${target}/`);
}

export function isEntryCurrent(location: string, entry: Extract<NavEntry, { kind: 'link' }>): boolean {
  return isCurrent(location, entry.area ?? entry.to);
}

/**
 * The one child of a group that is current. /resources itself shows Explore All, and a resource's
 * details (/resources/projects/<id>) keep their type marked.
 */
export function currentChild(location: string, group: Extract<NavEntry, { kind: 'group' }>): NavChild | undefined {
  const path = location.toLowerCase().replace(/\/+$/, '');
  if (path === group.base) return group.children[0];
  return group.children.find((child) => isCurrent(path, child.to));
}
