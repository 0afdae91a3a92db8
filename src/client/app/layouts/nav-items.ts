// The navigation of spec §2, in the spec's order, and the programme staff's own group. Labels are
// message ids (i18n/en/layout.ts). An entry with an ability shows only to those the permission
// table grants it: programme staff see the Programme group instead of the district's own screens.
import '@client/i18n/en/frame';
import { useMemo, type ComponentType } from 'react';
import { can, type Ability } from '@contract/permissions';
import type { MessageId } from '@client/i18n/en';
import { useSession } from '@client/lib/use-session';
import {
  BookIcon,
  CalendarIcon,
  ChecklistIcon,
  FlagIcon,
  CubeIcon,
  DocumentIcon,
  GridIcon,
  HomeIcon,
  InfoIcon,
  MailIcon,
  MapIcon,
  ShieldIcon,
  TruckIcon,
  UsersIcon,
  type IconProps,
} from '@client/ui/icons';
import { paths, RESOURCE_TYPES, type ResourceType } from '../paths';
import '@client/i18n/en/programme-nav';

type Icon = ComponentType<IconProps>;

export interface NavChild {
  labelId: MessageId;
  to: string;
  ability?: Ability;
}

/**
 * A link's `area`: the path below which the entry is current, when wider than its own (`to`);
 * `except`: a path below which it is not, because a more specific entry of its own is current there.
 */
export type NavEntry = (
  | { kind: 'link'; id: string; labelId: MessageId; to: string; icon: Icon; area?: string; except?: string }
  | { kind: 'group'; id: string; labelId: MessageId; icon: Icon; base: string; children: readonly NavChild[] }
  | { kind: 'mail'; id: string; labelId: MessageId; icon: Icon }
) & {
  /** Shown only to those who have it (src/contract/permissions.ts). */
  ability?: Ability;
};

/** The message id of a resource type's name ("Onsite Field Trips"), shared by the nav and the Resources screens. */
const resourceTypeLabelId = (slug: ResourceType): MessageId => `resources.type.${slug}`;

const NAV_ENTRIES: readonly NavEntry[] = [
  {
    kind: 'group',
    id: 'programme',
    labelId: 'nav.programme',
    icon: ShieldIcon,
    base: paths.staff(),
    ability: 'staff:console',
    children: [
      { labelId: 'nav.programme.dashboard', to: paths.staff() },
      { labelId: 'nav.programme.applications', to: paths.reviewQueue(), ability: 'staff:applications' },
      { labelId: 'nav.programme.rubric', to: paths.staffRubric(), ability: 'staff:applications' },
      { labelId: 'nav.programme.kitOrders', to: paths.staffKitOrders(), ability: 'staff:kit-orders' },
      { labelId: 'nav.programme.countConflicts', to: paths.staffCountConflicts(), ability: 'staff:kit-orders' },
      { labelId: 'nav.programme.kitIssues', to: paths.staffKitIssues(), ability: 'staff:kit-orders' },
      { labelId: 'nav.programme.countFreshness', to: paths.staffCountFreshness(), ability: 'staff:kit-orders' },
      { labelId: 'nav.programme.insights', to: paths.staffInsights(), ability: 'staff:insights' },
      { labelId: 'nav.programme.tasks', to: paths.staffTasks(), ability: 'staff:tasks' },
      { labelId: 'nav.programme.outcomeReports', to: paths.staffOutcomeReports(), ability: 'staff:outcomes' },
      { labelId: 'nav.programme.invitations', to: paths.invitations(), ability: 'staff:invitations' },
      { labelId: 'nav.programme.people', to: paths.staffPeople(), ability: 'staff:people' },
      { labelId: 'nav.programme.catalogue', to: paths.catalogue(), ability: 'staff:catalogue' },
      { labelId: 'nav.programme.directory', to: paths.directory(), ability: 'staff:directory' },
      { labelId: 'nav.programme.activity', to: paths.activity(), ability: 'staff:activity' },
    ],
  },
  { kind: 'link', id: 'dashboard', labelId: 'nav.dashboard', to: paths.dashboard(), icon: HomeIcon, ability: 'district:act' },
  { kind: 'link', id: 'planning', labelId: 'nav.planning', to: paths.planning(), icon: CalendarIcon, ability: 'district:act' },
  { kind: 'link', id: 'blueprints', labelId: 'nav.blueprints', to: paths.blueprints(), icon: MapIcon },
  {
    kind: 'link',
    id: 'applications',
    labelId: 'nav.applications',
    to: paths.applications(),
    icon: DocumentIcon,
    ability: 'district:act',
  },
  {
    kind: 'group',
    id: 'resources',
    labelId: 'nav.resources',
    icon: GridIcon,
    base: paths.resources(),
    children: RESOURCE_TYPES.map(({ slug }) => ({ labelId: resourceTypeLabelId(slug), to: paths.resources(slug) })),
  },
  { kind: 'mail', id: 'support', labelId: 'nav.support', icon: MailIcon },
  { kind: 'link', id: 'checklist', labelId: 'nav.checklist', to: paths.checklist(), icon: ChecklistIcon, ability: 'district:act' },
  {
    kind: 'link',
    id: 'outcomeReports',
    labelId: 'nav.outcomeReports',
    to: paths.outcomeReports(),
    icon: FlagIcon,
    ability: 'district:act',
  },
  { kind: 'link', id: 'about', labelId: 'nav.about', to: paths.about(), icon: InfoIcon },
  { kind: 'link', id: 'curriculum', labelId: 'nav.curriculum', to: paths.curriculum(), icon: BookIcon },
  // Hands-On Projects and a project's own screens mark Projects; My Orders marks only its list.
  {
    kind: 'link',
    id: 'projects',
    labelId: 'nav.projects',
    to: paths.projects(),
    icon: CubeIcon,
    except: paths.orders(),
    ability: 'district:act',
  },
  { kind: 'link', id: 'orders', labelId: 'nav.orders', to: paths.orders(), icon: TruckIcon, ability: 'district:act' },
  { kind: 'link', id: 'people', labelId: 'nav.people', to: paths.districtPeople(), icon: UsersIcon, ability: 'district:people' },
];

/** The entries (and group children) the roles may see; a group with no child left is dropped. */
export function navEntriesFor(roles: readonly string[]): NavEntry[] {
  const allowed = (item: { ability?: Ability }) => !item.ability || can(roles, item.ability);
  return NAV_ENTRIES.filter(allowed).flatMap((entry): NavEntry[] => {
    if (entry.kind !== 'group') return [entry];
    const children = entry.children.filter(allowed);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The navigation of the signed-in person. */
export function useNavEntries(): NavEntry[] {
  const { user } = useSession();
  const roles = user?.authority.join(',') ?? '';
  return useMemo(() => navEntriesFor(roles ? roles.split(',') : []), [roles]);
}

/** An entry is current on its own path and below it (/blueprints/12 keeps Blueprints marked). */
export function isCurrent(location: string, to: string): boolean {
  const path = location.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.split('?')[0]!;
  return path === target || path.startsWith(`${target}/`);
}

export function isEntryCurrent(location: string, entry: Extract<NavEntry, { kind: 'link' }>): boolean {
  return isCurrent(location, entry.area ?? entry.to) && !(entry.except && isCurrent(location, entry.except));
}

/**
 * The one child of a group that is current. /resources itself shows Explore All, and a resource's
 * details (/resources/projects/<id>) keep their type marked.
 */
export function currentChild(location: string, group: Extract<NavEntry, { kind: 'group' }>): NavChild | undefined {
  const path = location.toLowerCase().replace(/\/+$/, '');
  if (path === group.base) return group.children[0];
  // The most specific child wins (the Programme dashboard, /staff, is inside every other child's path).
  return group.children.filter((child) => child.to !== group.base && isCurrent(path, child.to)).sort((a, b) => b.to.length - a.to.length)[0];
}
