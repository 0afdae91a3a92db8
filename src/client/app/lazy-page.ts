import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the chunk now (e.g. for the address being opened), before React asks for it. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export (the codebase has no default exports), so each screen is
 * its own chunk and the sign-in page downloads only what it uses.
 *
 * A chunk that has already arrived (preloaded for the first screen, or seen before) is handed to
 * React synchronously: React.lazy accepts any thenable, and one that calls back at once lets React
 * render the screen straight away instead of suspending, committing the spinner and rendering again.
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): PreloadableComponent<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  let loaded: Record<K, ComponentType<P>> | null = null;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const component = lazy(() => {
    if (loaded) {
      const module = loaded;
      const ready = { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: module[name] }) };
      return ready as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return once().then((module) => ({ default: module[name] }));
  }) as PreloadableComponent<P>;
  component.preload = once;
  return component;
}
