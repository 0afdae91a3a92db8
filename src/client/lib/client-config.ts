// The server's public set-up (GET /config): support address, Google client id, version.
// Held here rather than in SWR's cache: the sign-in screen reads it, and needs SWR for nothing else.
import { useEffect, useSyncExternalStore } from 'react';
import type { ClientConfig } from '@contract/health';
import { firstRoutes } from '@contract/first-routes';
import { apiRequest } from './http';
import { arrayOf, nullable, object, optional, storedSchema, string } from './stored-shape';

const FALLBACK_SUPPORT_EMAIL = 'support@handsonportal.org';

// The contract's clientConfigSchema (contract/health.ts), checked without zod: both first screens
// read it, and neither needs zod otherwise (stored-shape.test.ts keeps the two in step).
export const clientConfigShape = storedSchema<ClientConfig>(
  object({
    googleClientId: nullable(string),
    googleIssuer: optional(nullable(string)),
    signInProviders: optional(arrayOf(object({ id: string, label: string }))),
    supportEmail: string,
    version: string,
  }),
);

const fetchClientConfig = () => apiRequest(firstRoutes.clientConfig, {}, clientConfigShape);

/** Fetched once per page load; a failed fetch (offline) is tried again by the next screen that asks. */
let config: ClientConfig | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadClientConfig(): void {
  if (config || loading) return;
  loading = fetchClientConfig().then(
    (value) => {
      config = value;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = undefined;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => config;

export function useClientConfig(): ClientConfig | undefined {
  useEffect(loadClientConfig, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useSupportEmail(): string {
  return useClientConfig()?.supportEmail || FALLBACK_SUPPORT_EMAIL;
}
