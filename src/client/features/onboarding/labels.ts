// How the wizard's stored values read on screen. Answers keep the contract's values (the server
// stores "STEM Educator", "A colleague", "full"); people see their label in the current language.
import '../../i18n/en/onboarding';
// The resource types' names belong to the frame's area, loaded first in the app; imported here too
// so these labels read the same wherever this module runs (unit tests included).
import '../../i18n/en/layout';
import type { School } from '../../../contract/directory';
import { TITLE_I_STATUSES } from '../../../contract/directory';
import {
  CURRENT_ROLES,
  FUNDING_OPTIONS,
  HEARD_ABOUT_CHOICES,
  PREFIXES,
  TITLE_OTHER,
  TITLES,
  type WizardStepKey,
} from '../../../contract/onboarding';
import type { MessageId } from '../../i18n/en';
import type { Translator } from '../../i18n/translate';

type T = Translator['t'];

const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export const stepTitleId = (key: WizardStepKey): MessageId => `onboarding.step.${key}.title`;
export const stepDescriptionId = (key: WizardStepKey): MessageId => `onboarding.step.${key}.description`;

const JOB_TITLES = [...TITLES, TITLE_OTHER] as const;

/** A stored choice's label; a value the lists do not know (an older answer) as it was stored. */
export const prefixLabel = (t: T, value: string) => (isOneOf(PREFIXES, value) ? t(`onboarding.prefix.${value}`) : value);
export const roleLabel = (t: T, value: string) => (isOneOf(CURRENT_ROLES, value) ? t(`onboarding.role.${value}`) : value);
export const jobTitleLabel = (t: T, value: string) => (isOneOf(JOB_TITLES, value) ? t(`onboarding.jobTitle.${value}`) : value);
export const heardAboutLabel = (t: T, value: string) =>
  isOneOf(HEARD_ABOUT_CHOICES, value) ? t(`onboarding.heardAbout.${value}`) : value;
export const fundingLabel = (t: T, value: string) =>
  isOneOf(FUNDING_OPTIONS, value) ? t(`onboarding.funding.option.${value}`) : value;

/** The catalogue's resource types (GET /lookups/application-resources) by the names of the Resources screens. */
const RESOURCE_TYPE_IDS: Record<string, MessageId> = {
  'onsite-field-trip': 'resources.type.onsite-field-trips',
  project: 'resources.type.projects',
  workshop: 'resources.type.workshops',
  'career-tool': 'resources.type.career-tools',
  classbox: 'resources.type.classbox',
};
export const resourceTypeLabel = (t: T, type: string) => {
  const id = RESOURCE_TYPE_IDS[type];
  return id ? t(id) : type;
};

/** A school's Title I status, enrollment and % disadvantaged as they read on screen. */
export function schoolFacts(
  school: Pick<School, 'titleIStatus' | 'estimatedEnrollment' | 'economicallyDisadvantagedPct'>,
  t: T,
  number: (value: number) => string,
) {
  const notReported = t('onboarding.facts.notReported');
  const status = school.titleIStatus;
  return {
    titleI: isOneOf(TITLE_I_STATUSES, status) ? t(`onboarding.titleI.${status}`) : notReported,
    enrollment: school.estimatedEnrollment === null ? notReported : number(school.estimatedEnrollment),
    disadvantaged:
      school.economicallyDisadvantagedPct === null
        ? notReported
        : t('onboarding.facts.percent', { value: number(school.economicallyDisadvantagedPct) }),
  };
}
