// Class names for navigation items. Colours come from the --nav-* tokens that styles.css sets per
// nav mode (light, dark, themed, transparent), so one component draws every layout's navigation.
import { cx } from '@client/ui/cx';

export const navItemClasses = (current: boolean, extra?: string) =>
  cx(
    'nav-focus group flex w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    current ? 'bg-(--nav-active-bg) text-(--nav-active-fg)' : 'text-(--nav-fg) hover:bg-(--nav-hover-bg) hover:text-(--nav-hover-fg)',
    extra,
  );

export const navIconClasses = (current: boolean) => (current ? 'text-(--nav-active-fg)' : 'text-(--nav-muted) group-hover:text-(--nav-hover-fg)');

export const navSurfaceClasses = 'bg-(--nav-bg) text-(--nav-fg)';
