// English: sign-in, sign-up, e-mail verification, password recovery, invitations and Google sign-in.
// "{name}" placeholders are filled by t(); in sentences that carry a link or an emphasised address,
// the placeholder marks where that element goes (features/auth/components/with-elements.tsx).
import type { CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES } from '@contract/auth';
import { registerEnglish } from '../english';
// The sign-in screen's texts, which the other entry screens share (fields, errors, waits).
import './sign-in';

type Prefix = (typeof PREFIXES)[number];
type CurrentRole = (typeof CURRENT_ROLES)[number];
type Title = (typeof TITLES)[number] | typeof TITLE_OTHER;

// The profile choices are stored as the contract spells them; these are their labels.
const prefixLabels = {
  'auth.prefix.Mr': 'Mr',
  'auth.prefix.Mrs': 'Mrs',
  'auth.prefix.Miss': 'Miss',
  'auth.prefix.Ms': 'Ms',
  'auth.prefix.Dr': 'Dr',
  'auth.prefix.Prof': 'Prof',
} as const satisfies Record<`auth.prefix.${Prefix}`, string>;

const roleLabels = {
  'auth.role.District Office': 'District Office',
  'auth.role.Career Coordinator': 'Career Coordinator',
  'auth.role.School Administrator': 'School Administrator',
  'auth.role.STEM Educator': 'STEM Educator',
  'auth.role.CTE Educator': 'CTE Educator',
  'auth.role.AIG Coach': 'AIG Coach',
  'auth.role.General Studies Educator': 'General Studies Educator',
  'auth.role.SpED': 'SpED',
  'auth.role.Preschool Teacher': 'Preschool Teacher',
  'auth.role.Not Listed': 'Not Listed',
} as const satisfies Record<`auth.role.${CurrentRole}`, string>;

const titleLabels = {
  'auth.title.CTE Director': 'CTE Director',
  'auth.title.Director Of Instruction': 'Director Of Instruction',
  'auth.title.Superintendent': 'Superintendent',
  'auth.title.Federal Programs Officer': 'Federal Programs Officer',
  'auth.title.Other': 'Other',
} as const satisfies Record<`auth.title.${Title}`, string>;

export const authMessages = {
  // Shared by the entry screens.
  'auth.field.workEmail': 'Work email',
  'auth.field.firstName': 'First name',
  'auth.field.lastName': 'Last name',
  'auth.backToSignIn': 'Back to sign in',
  'auth.signOutLink': 'Sign out and use another account',
  'auth.tryAgain': 'Try again',
  'auth.contactSupport': 'If the email does not arrive, contact {support}.',
  'auth.checkEmail.title': 'Check your email',
  'auth.checkEmail.nothingThere': 'Nothing there? Look in your spam folder, or send the link again.',
  'auth.newLinkSent': 'We sent a new link to {email}. Only the newest link works.',

  // Choosing a password (sign-up, reset, invitation).
  'auth.password.repeatLabel': 'Repeat password',
  'auth.password.newLabel': 'New password',
  'auth.password.repeatNewLabel': 'Repeat new password',
  'auth.password.hint': '{min} to {max} characters, with a capital letter, a small letter and a digit. No spaces.',
  'auth.password.fieldRepeat': 'repeat password',
  'auth.password.fieldNew': 'new password',
  'auth.password.fieldRepeatNew': 'repeat new password',

  'auth.agreement.label': 'I agree to the {privacy} and the {terms}',
  'auth.agreement.privacy': 'Privacy Policy',
  'auth.agreement.terms': 'Terms of Use',

  // Sign up.
  'auth.signUp.title': 'Create your account',
  'auth.signUp.lead': 'For school and district staff taking part in the programme. Use your work email.',
  'auth.signUp.submit': 'Create account',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.signUp.signIn': 'Sign in',

  // Log out (the confirmation of the app frame's account menu).
  'auth.signOut.title': 'Log out',
  'auth.signOut.question': 'Are you sure you want to log out?',
  'auth.signOut.confirm': 'Yes, log out',
  'auth.signOut.cancel': 'No, stay',
  'auth.signOut.unsynced_one':
    '{count} change has not reached the server yet. They stay on this device and are sent when you sign in again as the same user.',
  'auth.signOut.unsynced_other':
    '{count} changes have not reached the server yet. They stay on this device and are sent when you sign in again as the same user.',

  // Verify your email.
  'auth.verify.title': 'Verify your email',
  'auth.verify.confirming': 'Confirming your email…',
  'auth.verify.requestLead': 'Enter the email you signed up with and we will send you a new verification link.',
  'auth.verify.submit': 'Send verification link',
  'auth.verify.required': '{message}.',
  'auth.verify.sent_one': 'We sent a verification link to {email}. Open it to confirm your address and continue. The link works for {count} hour.',
  'auth.verify.sent_other': 'We sent a verification link to {email}. Open it to confirm your address and continue. The link works for {count} hours.',
  'auth.resend.sendAgain': 'Send again',
  'auth.resend.sending': 'Sending…',
  'auth.resend.waiting': '{label} in {time}',
  'auth.retryLater.title': 'Try again later',
  'auth.retryLater.when': 'You can ask for a new link {when}.',
  'auth.retryLater.meanwhile': 'Meanwhile, the newest link we sent works until it expires. If it does not arrive, contact {support}.',
  'auth.confirmed.title': 'Email confirmed',
  'auth.confirmed.thanks': 'Thank you, your email address is confirmed.',
  'auth.confirmed.already': 'This link was used before: your email address is already confirmed, so there is nothing more to do with it.',
  'auth.confirmed.elsewhere': 'Your email address was confirmed with the link we sent (in another tab or on another device).',
  'auth.confirmed.signInNext': 'Sign in to continue with your application.',
  'auth.confirmed.continue': 'Continue',
  'auth.confirmed.signIn': 'Sign in to continue',
  'auth.verifyExpired.title': 'Verification link expired',
  'auth.verifyExpired.description': '{expired} Enter the email you signed up with to receive it.',
  'auth.verifyExpired.sendNew': 'Send a new link',
  'auth.verifyExpired.sendTo': 'We will send the new link to {email}.',

  // Forgot and reset password.
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.lead': 'Enter the email of your account and we will send you a link to choose a new password.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.sent_one': 'If an account uses {email}, we have sent it a link to choose a new password. The link works once, for {count} minute.',
  'auth.forgot.sent_other': 'If an account uses {email}, we have sent it a link to choose a new password. The link works once, for {count} minutes.',
  'auth.forgot.otherEmail': 'Use a different email',
  'auth.reset.title': 'Reset password',
  'auth.reset.checking': 'Checking your link…',
  'auth.reset.formTitle': 'Choose a new password',
  'auth.reset.lead': 'For {email}. You will be signed out everywhere else.',
  'auth.reset.submit': 'Change password',
  'auth.reset.doneTitle': 'Password changed',
  'auth.reset.done': 'Your password has been changed. Sign in with your new password.',
  'auth.reset.signIn': 'Sign in',
  'auth.reset.noLink': 'Open the password reset link from your email to choose a new password for your account.',
  'auth.reset.requestLink': 'Request a reset link',
  'auth.resetExpired.title': 'Reset link expired',
  'auth.resetExpired.requestNew': 'Request a new link',

  // Complete your profile: accepting an invitation, then the profile form.
  'auth.profile.title': 'Complete your profile',
  'auth.profile.about':
    'When you are invited to Hands-On Portal, this is where you accept: you confirm your name, choose a password (or use Google) and tell us your role.',
  'auth.profile.openLink': 'Open the link in your invitation email to continue. If it does not work, contact {support}.',
  'auth.profile.lead': 'Tell us who you are, so programme staff know how to reach you. {account}',
  'auth.profile.leadAccount': 'You can change this later on your account page.',
  'auth.profile.prefix': 'Prefix',
  'auth.profile.prefixNone': 'None',
  'auth.profile.emailHint': 'Your sign-in address.',
  'auth.profile.phone': 'Phone number',
  'auth.profile.phoneHint': 'Optional. 10 digits, or 1 or +1 followed by 10 digits. Spaces, dashes, dots and brackets are fine.',
  // A number as people here write it: the field takes it with its brackets, spaces and dashes.
  'auth.profile.phonePlaceholder': '(513) 555-0100',
  'auth.profile.currentRole': 'Current role',
  'auth.profile.chooseRole': 'Choose your role',
  'auth.profile.currentTitle': 'Current title',
  'auth.profile.titleNone': 'None of these',
  'auth.profile.titleOther': 'Your title',
  'auth.profile.save': 'Save and continue',
  'auth.profile.skip': 'Skip for now',
  ...prefixLabels,
  ...roleLabels,
  ...titleLabels,

  'auth.invitation.checking': 'Checking your invitation…',
  'auth.invitation.lead': 'You are invited to join Hands-On Portal. Create your account to accept.',
  'auth.invitation.leadFor': 'You are invited to join Hands-On Portal for {organisation}. Create your account to accept.',
  'auth.invitation.leadBy': '{name} invited you to join Hands-On Portal. Create your account to accept.',
  'auth.invitation.leadByFor': '{name} invited you to join Hands-On Portal for {organisation}. Create your account to accept.',
  'auth.invitation.schoolOfDistrict': '{school}, {district}',
  'auth.invitation.role': 'Role',
  'auth.invitation.organisation': 'Organisation',
  'auth.invitation.role.USER': 'Member',
  'auth.invitation.role.ADMIN': 'Programme staff',
  'auth.invitation.role.SCHOOL_SUCCESS_MANAGER': 'School success manager',
  'auth.invitation.google': 'Continue with Google',
  'auth.invitation.expiredTitle': 'Invitation expired',
  'auth.invitation.alreadyAccepted': 'Already accepted it? {signIn}. Otherwise ask whoever invited you, or contact {support}.',
  'auth.invitation.signIn': 'Sign in',

  // Google sign-in.
  'auth.google.signingIn': 'Signing you in with Google…',
  'auth.google.failedTitle': 'Google sign-in did not work',
  'auth.google.cancelledTitle': 'Google sign-in cancelled',
  'auth.google.cancelled': 'You cancelled the sign-in with Google. Nothing was changed.',
  'auth.google.signUp': 'Sign up',
  'auth.google.backToSignUp': 'Back to sign up',
  'auth.google.backToInvitation': 'Back to your invitation',

  // Any other configured sign-in provider (features/auth/oidc), by its button label.
  'auth.provider.continue': 'Continue with {provider}',
  'auth.provider.signingIn': 'Signing you in…',
  'auth.provider.failedTitle': '{provider} sign-in did not work',
  'auth.provider.cancelledTitle': '{provider} sign-in cancelled',
  'auth.provider.cancelled': 'You cancelled the sign-in with {provider}. Nothing was changed.',
} as const;

registerEnglish(authMessages);
