// How the programme's stored values read on screen wherever they appear (the application wizard
// and the application details): the contract's values stay as stored, people see a label.
import './en/programme';
// The resource types' names belong to the frame's area, loaded first in the app; imported here too
// so these labels read the same wherever this module runs (unit tests included).
import './en/layout';
import { TITLE_I_STATUSES, type School } from '@contract/directory';
import { FUNDING_OPTIONS, HEARD_ABOUT_CHOICES } from '@contract/onboarding';
import type { MessageId } from './en';
import type { Translator } from './translate';

type T = Translator['t'];

/** Narrows a stored string to one of a list's values, so its label id type-checks. */
export const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A stored choice's label; a value the lists do not know (an older answer, the applicant's own words) as it was stored. */
export const fundingLabel = (t: T, value: string) => (isOneOf(FUNDING_OPTIONS, value) ? t(`programme.funding.${value}`) : value);
export const heardAboutLabel = (t: T, value: string) => (isOneOf(HEARD_ABOUT_CHOICES, value) ? t(`programme.heardAbout.${value}`) : value);

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
  const notReported = t('programme.facts.notReported');
  const status = school.titleIStatus;
  return {
    titleI: isOneOf(TITLE_I_STATUSES, status) ? t(`programme.titleI.${status}`) : notReported,
    enrollment: school.estimatedEnrollment === null ? notReported : number(school.estimatedEnrollment),
    disadvantaged:
      school.economicallyDisadvantagedPct === null
        ? notReported
        : t('programme.facts.percent', { value: number(school.economicallyDisadvantagedPct) }),
  };
}
