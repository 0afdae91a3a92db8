import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the chunk now (e.g. for the address being opened), before React asks for it. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export (the codebase has no default exports), so each screen is
 * its own chunk and the sign-in page downloads only what it uses.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableComponent<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  const once = () => (loading ??= load());
  const component = lazy(() => once().then((module) => ({ default: module[name] }))) as PreloadableComponent<P>;
  component.preload = once;
  return component;
}
