// English: the contract's validation and rule texts (src/contract), one message id per text, so a
// translation can word them too. The English is the contract's own, read from it, never copied.
// translateMessage() (i18n/translate-message.ts) maps a text a form or the server produced to its id.
// Texts the contract builds from numbers (e.g. "you can return at most 3") have no id: they show
// in English in every language.
// The *-messages modules hold no schemas: the catalogue comes with the first screen, zod does not.
import { applicationMessages } from '../../../contract/applications-messages';
import { messages } from '../../../contract/messages';
import { onboardingMessages } from '../../../contract/onboarding-messages';
import { kitMessages } from '../../../contract/projects-messages';
import { registerEnglish } from '../english';

const groups = { general: messages, kits: kitMessages, onboarding: onboardingMessages, applications: applicationMessages };
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
