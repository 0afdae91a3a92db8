// The system's colour scheme, which the theme follows until the user chooses one. Its own module:
// the first-paint restore script (app/first-paint) reads it too, without the theme's store.
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches;
}
