// The contract's texts (validation rules, errors, the http client's and the outbox's own), one
// message id per text ("validation.<group>.<key>"), so every language can word them: the client
// with its catalogue, the server in its answers. The English is the contract's own, read from the
// modules, never copied. A text with values in it ("you can return at most 3") is a template with
// {name} placeholders: a text is matched against it (word-contract-text.ts) and worded with its values.
// The *-messages modules hold no schemas, so this table never brings zod.
import { applicationMessages, applicationMessageTemplates } from './applications-messages';
import { blueprintMessages, blueprintMessageTemplates } from './blueprints-messages';
import { connectionMessages, connectionMessageTemplates } from './connection-messages';
import { directoryAdminMessages, directoryAdminMessageTemplates } from './directory-admin-messages';
import { insightMessages } from './insights-messages';
import { custodyMessages, custodyMessageTemplates } from './kit-custody-messages';
import { messages } from './messages';
import { notificationMessages } from './notifications-messages';
import { oidcMessageTemplates } from './oidc-messages';
import { outcomeMessages, outcomeMessageTemplates } from './outcome-reports-messages';
import { onboardingMessages, onboardingMessageTemplates } from './onboarding-messages';
import { peopleMessages, peopleMessageTemplates } from './people-messages';
import { fulfilmentMessages, fulfilmentMessageTemplates } from './projects-fulfilment-messages';
import { kitMessages, kitMessageTemplates } from './projects-messages';
import { reminderMessages } from './reminders-messages';
import { reviewMessages, reviewMessageTemplates } from './reviews-messages';
import { staffMessages, staffMessageTemplates } from './staff-messages';
import { supplyMessages, supplyMessageTemplates } from './supplies-messages';

// A template takes the id of the function that fills it (kitMessages.returnAtMost → validation.kits.returnAtMost).
const groups = {
  general: messages,
  kits: { ...kitMessages, ...kitMessageTemplates },
  custody: { ...custodyMessages, ...custodyMessageTemplates },
  fulfilment: { ...fulfilmentMessages, ...fulfilmentMessageTemplates },
  reminders: reminderMessages,
  notifications: notificationMessages,
  onboarding: { ...onboardingMessages, ...onboardingMessageTemplates },
  applications: { ...applicationMessages, ...applicationMessageTemplates },
  blueprints: { ...blueprintMessages, ...blueprintMessageTemplates },
  connection: { ...connectionMessages, ...connectionMessageTemplates },
  staff: { ...staffMessages, ...staffMessageTemplates },
  directory: { ...directoryAdminMessages, ...directoryAdminMessageTemplates },
  supplies: { ...supplyMessages, ...supplyMessageTemplates },
  people: { ...peopleMessages, ...peopleMessageTemplates },
  oidc: oidcMessageTemplates,
  reviews: { ...reviewMessages, ...reviewMessageTemplates },
  outcomes: { ...outcomeMessages, ...outcomeMessageTemplates },
  insights: insightMessages,
};
type Groups = typeof groups;
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export type ContractTexts = {
  readonly [G in keyof Groups as `validation.${G}.${StringKeys<Groups[G]> & string}`]: string;
};

export const contractTexts = Object.fromEntries(
  Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`validation.${group}.${key}`, text]),
  ),
) as unknown as ContractTexts;
