// The side navigation of spec §2, in the spec's order.
import type { ComponentType } from 'react';
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
  TruckIcon,
  type IconProps,
} from '../../ui/icons';
import { paths, RESOURCE_TYPES } from '../paths';

type Icon = ComponentType<IconProps>;

export type NavEntry =
  | { kind: 'link'; label: string; to: string; icon: Icon }
  | { kind: 'group'; label: string; icon: Icon; base: string; children: ReadonlyArray<{ label: string; to: string }> }
  | { kind: 'mail'; label: string; icon: Icon };

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'link', label: 'Dashboard', to: paths.dashboard(), icon: HomeIcon },
  { kind: 'link', label: 'Planning', to: paths.planning(), icon: CalendarIcon },
  { kind: 'link', label: 'Blueprints', to: paths.blueprints(), icon: MapIcon },
  { kind: 'link', label: 'Applications', to: paths.applications(), icon: DocumentIcon },
  {
    kind: 'group',
    label: 'Resources',
    icon: GridIcon,
    base: paths.resources(),
    children: RESOURCE_TYPES.map(({ slug, label }) => ({ label, to: paths.resources(slug) })),
  },
  { kind: 'mail', label: 'Support', icon: MailIcon },
  { kind: 'link', label: 'My Checklist', to: paths.checklist(), icon: ChecklistIcon },
  { kind: 'link', label: 'About', to: paths.about(), icon: InfoIcon },
  { kind: 'link', label: 'Curriculum', to: paths.curriculum(), icon: BookIcon },
  { kind: 'link', label: 'My Orders', to: paths.projects(), icon: TruckIcon },
];

/** An entry is current on its own path and below it (/blueprints/12 keeps Blueprints marked). */
export function isCurrent(location: string, to: string): boolean {
  const path = location.toLowerCase().replace(/\/+$/, '') || '/';
  return path === to || path.startsWith(`${to}/`);
}
