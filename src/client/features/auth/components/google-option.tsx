// Where an entry screen offers Google sign-in (sign-in, sign-up, an invitation). The button and the
// flows it starts (Google's popup, the redirect code flow) are a chunk of their own, loaded only once
// GET /config says Google sign-in is on: until then nothing shows here anyway, and a portal without
// it never loads them.
import { Suspense } from 'react';
import { lazyNamed } from '@client/app/lazy-page';
import type { GoogleIntent } from '../google/google-intent';
import { useGoogleSetup } from '../google/google-setup';

const GoogleButton = lazyNamed(() => import('./google-button'), 'GoogleButton');

interface GoogleOptionProps {
  intent: GoogleIntent;
  label: string;
  /** Disabled while the form beside it is being sent. */
  disabled?: boolean;
}

/** The Google button and the "or" under it, shown only when the server has Google sign-in configured. */
export function GoogleOption(props: GoogleOptionProps) {
  const setup = useGoogleSetup();
  if (!setup) return null;
  return (
    <Suspense fallback={null}>
      <GoogleButton {...props} setup={setup} />
    </Suspense>
  );
}
