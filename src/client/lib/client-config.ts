// The server's public set-up (GET /config): support address, Google client id, version.
import useSWR from 'swr';
import type { ClientConfig } from '../../contract/health';
import { routes } from '../../contract/routes';
import { apiRequest } from './http';
import { nullable, object, optional, storedSchema, string } from './stored-shape';

export const FALLBACK_SUPPORT_EMAIL = 'support@handsonportal.org';

// The contract's clientConfigSchema (contract/health.ts), checked without zod: both first screens
// read it, and neither needs zod otherwise (stored-shape.test.ts keeps the two in step).
export const clientConfigShape = storedSchema<ClientConfig>(
  object({
    googleClientId: nullable(string),
    googleIssuer: optional(nullable(string)),
    supportEmail: string,
    version: string,
  }),
);

const fetchClientConfig = () => apiRequest(routes.clientConfig, {}, clientConfigShape);

export function useClientConfig(): ClientConfig | undefined {
  // The set-up changes only with a deploy: fetch once per page load.
  const { data } = useSWR('client-config', fetchClientConfig, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data;
}

export function useSupportEmail(): string {
  return useClientConfig()?.supportEmail || FALLBACK_SUPPORT_EMAIL;
}
