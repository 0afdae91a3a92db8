// The token of an `Authorization: Bearer …` header. The scheme's name is case-insensitive
// (RFC 9110 §11.1): "bearer" and "BEARER" name it as well as "Bearer". One reader for every place
// that takes a bearer token (the session guard, /metrics, the service worker's per-user cache).

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token, or null when the header is missing or carries another scheme or no token. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}
