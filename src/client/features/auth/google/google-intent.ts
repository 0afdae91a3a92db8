// What a Google button was pressed for: it decides which endpoint the code goes to and where the
// user lands afterwards.
export type GoogleIntent =
  | { kind: 'sign-in'; redirectUrl: string | null }
  | { kind: 'sign-up' }
  /** Invitation acceptance: the invitation's own token goes along with the code. */
  | { kind: 'invitation'; token: string };

export function isGoogleIntent(value: unknown): value is GoogleIntent {
  const v = value as { kind?: unknown; redirectUrl?: unknown; token?: unknown } | null;
  if (v?.kind === 'sign-up') return true;
  if (v?.kind === 'sign-in') return v.redirectUrl === null || typeof v.redirectUrl === 'string';
  return v?.kind === 'invitation' && typeof v.token === 'string' && v.token.length > 0;
}

/** 128 random bits, URL-safe: the OAuth state that ties the answer to this browser (CSRF). */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class GoogleFlowError extends Error {
  override readonly name = 'GoogleFlowError';
  constructor(
    /** cancelled: the user closed the popup or declined; unavailable: the provider could not be reached. */
    readonly reason: 'cancelled' | 'failed' | 'unavailable',
    message?: string,
  ) {
    super(message ?? reason);
  }
}
