// English: the sign-in screen's texts (/sign-in, /log-in), apart from the other entry screens'
// (auth.ts) so the first screen of most visits carries only its own. The other entry screens share
// its fields, errors and waits (auth.ts imports this file).
import { registerEnglish } from '../english';

export const signInMessages = {
  // Shared by the entry screens.
  'auth.field.email': 'Email',
  'auth.field.emailPlaceholder': 'you@district.org',
  'auth.or': 'or',

  // Errors of a form as a whole (form-errors.ts) and waits (wait.ts).
  'auth.error.generic': 'Something went wrong. Please try again.',
  'auth.error.tryAgainWhen': '{message} You can try again {when}.',
  'auth.wait.seconds_one': 'in {count} second',
  'auth.wait.seconds_other': 'in {count} seconds',
  'auth.wait.minutes_one': 'in {count} minute',
  'auth.wait.minutes_other': 'in {count} minutes',
  'auth.wait.at': 'at {time}',
  'auth.wait.onDayAt': 'on {day} at {time}',

  // The password field and its Show/Hide toggle; the toggle's name for screen readers has the field
  // as named inside a sentence.
  'auth.password.label': 'Password',
  'auth.password.show': 'Show',
  'auth.password.hide': 'Hide',
  'auth.password.showField': 'Show {field}',
  'auth.password.hideField': 'Hide {field}',
  'auth.password.fieldPassword': 'password',

  // Sign in (/sign-in, /log-in).
  'auth.signIn.title': 'Sign in',
  'auth.signIn.lead': 'Welcome back. Use your work email and password.',
  'auth.signIn.google': 'Sign in with Google',
  'auth.signIn.forgot': 'Forgot password?',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.newHere': 'New to Hands-On Portal?',
  'auth.signIn.signUp': 'Sign up',
  // Offered when Google knows no account of that address (the Google button's error).
  'auth.signUp.google': 'Sign up with Google',
} as const;

registerEnglish(signInMessages);
