// English: the contract's validation and rule texts (src/contract), one message id per text, so a
// translation can word them too. The English is the contract's own, read from it, never copied.
// translateMessage() (i18n/translate-message.ts) maps a text a form or the server produced to its id.
// Texts with values in them (e.g. "you can return at most 3") are templates with {name} placeholders
// ("…at most {outstanding}"): the text is matched against the template and worded with its values.
// The *-messages modules hold no schemas, so this table never brings zod. It loads with any language
// but English (locale-store.ts): English shows each contract text as it came.
import { applicationMessages, applicationMessageTemplates } from '@contract/applications-messages';
import { blueprintMessages, blueprintMessageTemplates } from '@contract/blueprints-messages';
import { connectionMessages, connectionMessageTemplates } from '@contract/connection-messages';
import { directoryAdminMessages, directoryAdminMessageTemplates } from '@contract/directory-admin-messages';
import { custodyMessages, custodyMessageTemplates } from '@contract/kit-custody-messages';
import { messages } from '@contract/messages';
import { notificationMessages } from '@contract/notifications-messages';
import { oidcMessageTemplates } from '@contract/oidc-messages';
import { onboardingMessages, onboardingMessageTemplates } from '@contract/onboarding-messages';
import { peopleMessages, peopleMessageTemplates } from '@contract/people-messages';
import { fulfilmentMessages, fulfilmentMessageTemplates } from '@contract/projects-fulfilment-messages';
import { kitMessages, kitMessageTemplates } from '@contract/projects-messages';
import { reminderMessages } from '@contract/reminders-messages';
import { staffMessages, staffMessageTemplates } from '@contract/staff-messages';
import { supplyMessages, supplyMessageTemplates } from '@contract/supplies-messages';
import { registerEnglish } from '../english';
import { registerContractMessages } from '../translate-message';

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
};
type Groups = typeof groups;
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

type ValidationMessages = {
  readonly [G in keyof Groups as `validation.${G}.${StringKeys<Groups[G]> & string}`]: string;
};

export const validationMessages = Object.fromEntries(
  Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`validation.${group}.${key}`, text]),
  ),
) as unknown as ValidationMessages;

registerEnglish(validationMessages);
registerContractMessages(validationMessages);
