// The redirectUrl query parameter comes from the address bar, so it is only ever followed when it
// is a path on this site: otherwise sign-in would be an open redirect.

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

const sameOrigin = (path: string) => {
  try {
    return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
};

/**
 * A same-origin path (with its query and hash) or null. Rejects //host, /\host and absolute URLs,
 * and paths that only become one once normalised: "/.//host/" and "/%2e//host/" are same-origin as
 * written, but their normalised form "//host/" is another site's address, which the browser's
 * history refuses to go to (the app would fail instead of opening the dashboard).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (!sameOrigin(value)) return null;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What is returned is resolved again by whoever navigates to it: it must stay on this site too.
  if (path.startsWith('//') || !sameOrigin(path)) return null;
  return path;
}

/** The current address as a redirectUrl value (path, query and hash). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
