// The redirectUrl query parameter comes from the address bar, so it is only ever followed when it
// is a path on this site: otherwise sign-in would be an open redirect.

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/** A same-origin path (with its query and hash) or null. Rejects //host, /\host and absolute URLs. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current address as a redirectUrl value (path, query and hash). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
