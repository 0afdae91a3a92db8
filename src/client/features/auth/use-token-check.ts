import useSWR from 'swr';
import type { ValidateTokenResponse } from '@contract/auth';
import { validateToken } from './account-api';
import { isGone } from './form-errors';

export type TokenCheck =
  | { state: 'checking' }
  | { state: 'valid'; result: ValidateTokenResponse }
  /** Expired, used or unknown: the server answers all three alike (410). */
  | { state: 'gone' }
  | { state: 'error'; error: unknown; retry: () => void };

/**
 * POST /verifications/token for a reset (isReset) or invitation link, before its form shows. Only
 * looks: the token is used up by the form's own call.
 */
export function useTokenCheck(token: string, isReset: boolean): TokenCheck {
  const { data, error, mutate } = useSWR(['auth-token-check', token, isReset], () => validateToken(token, isReset), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (data) return { state: 'valid', result: data };
  if (error) return isGone(error) ? { state: 'gone' } : { state: 'error', error, retry: () => void mutate() };
  return { state: 'checking' };
}
