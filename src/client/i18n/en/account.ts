// English: the account page (profile, e-mail, password, sessions) and confirming a new address.
import { registerEnglish } from '../english';

export const accountMessages = {
  'account.page.title': 'Your account',
  'account.page.description': 'Your profile, sign-in address, password and the devices signed in to your account.',

  'account.profile.title': 'Profile',
  'account.profile.save': 'Save profile',
  'account.profile.saved': 'Your profile is saved.',

  'account.email.title': 'Email address',
  'account.email.current': 'You sign in with {email}.',
  'account.email.lead': 'We send a link to the new address. Your address changes only once you open that link.',
  'account.email.new': 'New email address',
  'account.email.send': 'Send confirmation link',
  'account.email.sent': 'We sent a link to {email}. Open it to finish the change; until then you keep signing in with {current}.',

  'account.password.title': 'Password',
  'account.password.lead': 'Changing your password signs you out on every other device.',
  'account.password.current': 'Current password',
  'account.password.fieldCurrent': 'current password',
  'account.password.save': 'Change password',
  'account.password.saved': 'Your password is changed.',
  'account.password.savedEnded': 'Your password is changed. {count} other sessions were signed out.',
  'account.password.savedEndedOne': 'Your password is changed. 1 other session was signed out.',
  'account.password.noPassword': 'Signed up with Google and never chose a password? Set one with {forgot}.',
  'account.password.forgotLink': 'Forgot password',

  'account.sessions.title': 'Signed-in sessions',
  'account.sessions.lead': 'Each sign-in is a session, on this or another device or browser. Sign out of any you do not recognise.',
  'account.sessions.loading': 'Loading your sessions',
  'account.sessions.what': 'your sessions',
  'account.sessions.this': 'This device',
  'account.sessions.other': 'Another device or browser',
  'account.sessions.device': '{browser} on {system}',
  'account.sessions.signedIn': 'Signed in {when}',
  'account.sessions.lastActive': 'Last active {when}',
  'account.sessions.signOut': 'Sign out',
  'account.sessions.signOutNamed': 'Sign out {device}, signed in {when}',
  'account.sessions.signOutOthers': 'Sign out all other sessions',
  'account.sessions.onlyThis': 'No other session is signed in.',
  'account.sessions.ended': 'That session is signed out.',
  'account.sessions.endedOthers': 'Every other session is signed out.',
  'account.sessions.confirmTitle': 'Sign out all other sessions?',
  'account.sessions.confirmText': 'Every other device and browser signed in to your account will have to sign in again. This one stays signed in.',
  'account.sessions.confirm': 'Sign them out',
  'account.sessions.cancel': 'Cancel',
  'account.sessions.when': '{day} at {time}',

  'account.confirmEmail.title': 'Confirm your new email',
  'account.confirmEmail.checking': 'Confirming your new email address…',
  'account.confirmEmail.done': 'Email changed',
  'account.confirmEmail.doneText': 'Your account now uses {email}. Sign in with that address from now on.',
  'account.confirmEmail.toAccount': 'Go to your account',
  'account.confirmEmail.toSignIn': 'Sign in',
  'account.confirmEmail.failed': 'Email not changed',
  'account.confirmEmail.noLink': 'Open the link from the email we sent to your new address. To change your address, go to your account page.',
} as const;

registerEnglish(accountMessages);
