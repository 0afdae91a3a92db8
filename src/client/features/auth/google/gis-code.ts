// Google Identity Services (https://accounts.google.com/gsi/client), loaded on demand when a Google
// button is shown, never inlined (the CSP allows scripts from Google's origin only when Google
// sign-in is configured). Its code client opens Google's popup and hands back an authorization
// code issued for the redirect URI 'postmessage'.
import { GOOGLE_SCOPES } from './google-setup';
import { GoogleFlowError, randomState } from './google-intent';

const GIS_SRC = 'https://accounts.google.com/gsi/client';
export const GIS_REDIRECT_URI = 'postmessage';

interface CodeResponse {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

interface CodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode: 'popup';
  state: string;
  callback: (response: CodeResponse) => void;
  error_callback: (error: { type: 'popup_closed' | 'popup_failed_to_open' | 'unknown' }) => void;
}

interface GoogleIdentityServices {
  accounts: { oauth2: { initCodeClient(config: CodeClientConfig): { requestCode(): void } } };
}

const loaded = () => (globalThis as { google?: GoogleIdentityServices }).google;

let loading: Promise<GoogleIdentityServices> | null = null;

export function loadGis(): Promise<GoogleIdentityServices> {
  const ready = loaded();
  if (ready?.accounts?.oauth2) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const google = loaded();
      if (google?.accounts?.oauth2) resolve(google);
      else reject(new GoogleFlowError('unavailable'));
    };
    script.onerror = () => {
      // Let a later click try again (e.g. after the network came back).
      script.remove();
      loading = null;
      reject(new GoogleFlowError('unavailable'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Google's popup and resolves with the authorization code. */
export async function requestGisCode(clientId: string): Promise<string> {
  const google = await loadGis();
  const state = randomState();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initCodeClient({
      client_id: clientId,
      scope: GOOGLE_SCOPES,
      ux_mode: 'popup',
      state,
      callback: (response) => {
        if (response.error === 'access_denied') reject(new GoogleFlowError('cancelled'));
        else if (response.error || !response.code) reject(new GoogleFlowError('failed', response.error_description));
        else if (response.state !== state) reject(new GoogleFlowError('failed', 'state mismatch'));
        else resolve(response.code);
      },
      error_callback: (error) => reject(new GoogleFlowError(error.type === 'popup_closed' ? 'cancelled' : 'failed')),
    });
    client.requestCode();
  });
}
