// The sign-in providers' texts (README, "Sign-in providers"). Each names the provider by its button
// label; with Google's entry they read exactly as the Google texts of messages.ts always did. Apart
// from any schema, so the client's message catalogue reads them without building one.
import { fillTemplate } from './message-template';

/** The texts with values in them, as templates the client can word in another language. */
export const oidcMessageTemplates = {
  unknownProvider: 'There is no sign-in provider called {provider}',
  unavailable: '{provider} sign-in is unavailable right now. Please try again later.',
  signInFailed: '{provider} sign-in failed. Please try again.',
  accountNotFound: 'No account uses this {provider} account yet. Please sign up first.',
  accountInUse: 'This {provider} account is already linked to another user.',
  emailMissing: 'Your {provider} account has no email address we can use.',
  notLinked: "This {provider} SSO email isn't linked to any organization. Please try a different one.",
  domainNotAllowed: '{provider} sign-in is for addresses at {domains}, not {domain}',
  emailUnverified: '{provider} has not confirmed the address {email}, so it cannot sign in here',
  providerRequired: 'Members of {district} sign in with {provider}',
  misconfigured: '{provider} sign-in is not set up correctly. Please tell the programme team.',
} as const;

type TemplateId = keyof typeof oidcMessageTemplates;

/** The text of a template for one provider (its label) and any other values. */
export const oidcMessage = (id: TemplateId, provider: string, vars: Record<string, string> = {}) =>
  fillTemplate(oidcMessageTemplates[id], { provider, ...vars });
