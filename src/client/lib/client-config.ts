// The server's public set-up (GET /config): support address, Google client id, version.
import useSWR from 'swr';
import type { ClientConfig } from '../../contract/health';
import { routes } from '../../contract/routes';
import { apiRequest } from './http';

export const FALLBACK_SUPPORT_EMAIL = 'support@handsonportal.org';

// The schema loads with the request, not with the first script (where building it held up every page).
const fetchClientConfig = async () => {
  const { clientConfigSchema } = await import('../../contract/health');
  return apiRequest(routes.clientConfig, {}, clientConfigSchema);
};

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
