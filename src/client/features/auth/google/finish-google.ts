// Hands a Google authorization code to the endpoint for the button's intent, starts the session
// and says where the user goes next (spec §2).
import { paths } from '@client/app/paths';
import { startSession } from '@client/lib/session-store';
import { postSignInPath } from '../post-sign-in';
import { googleInvitationSignUp, googleLogIn, googleSignUp, type GoogleCode } from './google-api';
import type { GoogleIntent } from './google-intent';

export async function finishGoogleSignIn(intent: GoogleIntent, code: GoogleCode): Promise<string> {
  switch (intent.kind) {
    case 'sign-in': {
      const { token, user } = await googleLogIn(code);
      startSession(token, user);
      return postSignInPath(user, intent.redirectUrl);
    }
    case 'sign-up': {
      const { token, user } = await googleSignUp(code);
      startSession(token, user);
      // An unconfirmed Google address (Google did not vouch for it) goes to the e-mail confirmation.
      return postSignInPath(user, null);
    }
    case 'invitation': {
      const { token, user, invitationInfo } = await googleInvitationSignUp({ ...code, token: intent.token });
      startSession(token, { ...user, invitationInfo });
      // Spec §2: after a social invitation sign-up the user goes to the e-mail confirmation screen.
      return paths.verifyEmail();
    }
  }
}
