// How the wizard's stored values read on screen. Answers keep the contract's values (the server
// stores "STEM Educator", "A colleague", "full"); people see their label in the current language.
// The values the application details show too (funding, "heard about", resource types, school
// facts) are labelled in i18n/programme-labels.ts.
import '@client/i18n/en/onboarding';
import { CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES, type WizardStepKey } from '@contract/onboarding';
import type { MessageId } from '@client/i18n/en';
import { isOneOf } from '@client/i18n/programme-labels';
import type { Translator } from '@client/i18n/translate';

type T = Translator['t'];

export const stepTitleId = (key: WizardStepKey): MessageId => `onboarding.step.${key}.title`;
export const stepDescriptionId = (key: WizardStepKey): MessageId => `onboarding.step.${key}.description`;

const JOB_TITLES = [...TITLES, TITLE_OTHER] as const;

/** A stored choice's label; a value the lists do not know (an older answer) as it was stored. */
export const prefixLabel = (t: T, value: string) => (isOneOf(PREFIXES, value) ? t(`onboarding.prefix.${value}`) : value);
export const roleLabel = (t: T, value: string) => (isOneOf(CURRENT_ROLES, value) ? t(`onboarding.role.${value}`) : value);
export const jobTitleLabel = (t: T, value: string) => (isOneOf(JOB_TITLES, value) ? t(`onboarding.jobTitle.${value}`) : value);
