// The sign-in providers' buttons where a screen offers them (sign-in, sign-up, an invitation). Most
// portals configure none but Google, so the buttons (and the provider flow they start) are their
// own chunk, loaded only when GET /config lists another provider: the sign-in screen's first load
// stays within its script budget.
import { Suspense } from 'react';
import { lazyNamed } from '@client/app/lazy-page';
import { useClientConfig } from '@client/lib/client-config';
import type { GoogleIntent } from '../google/google-intent';

const ProviderButtonList = lazyNamed(() => import('./provider-button-list'), 'ProviderButtonList');

interface ProviderButtonsProps {
  intent: GoogleIntent;
  /** Disabled while the form beside them is being sent. */
  disabled?: boolean;
}

export function ProviderButtons({ intent, disabled }: ProviderButtonsProps) {
  const providers = (useClientConfig()?.signInProviders ?? []).filter((provider) => provider.id !== 'google');
  if (!providers.length) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtonList intent={intent} disabled={disabled} providers={providers} />
    </Suspense>
  );
}
