// How application values read on screen: status colours and names, funding option, the stored
// answers' labels and the schools' facts. Values keep the contract's spelling; people see a label.
import '../../i18n/en/applications';
// The status names are shared with the dashboard, whose area registers them.
import '../../i18n/en/dashboard';
// The resource types' names belong to the frame's area, loaded first in the app; imported here too
// so these labels read the same wherever this module runs (unit tests included).
import '../../i18n/en/layout';
import type { ApplicationStatus } from '../../../contract/applications';
import { TITLE_I_STATUSES, type School } from '../../../contract/directory';
import { FUNDING_OPTIONS, HEARD_ABOUT_CHOICES } from '../../../contract/onboarding';
import type { MessageId } from '../../i18n/en';
import type { Translator } from '../../i18n/translate';
import type { BadgeTone } from '../../ui/badge';

type T = Translator['t'];

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  New: 'primary',
  'Building Blueprint': 'warning',
  'Blueprint Created': 'violet',
  'Program Completed': 'success',
};

export const statusId = (status: ApplicationStatus): MessageId => `application.status.${status}`;

const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export const fundingLabel = (t: T, value: string) => (isOneOf(FUNDING_OPTIONS, value) ? t(`applications.funding.${value}`) : value);

/** How the applicant heard about the programme: one of the wizard's choices, or their own words. */
export const heardAboutLabel = (t: T, value: string) =>
  isOneOf(HEARD_ABOUT_CHOICES, value) ? t(`applications.heardAbout.${value}`) : value;

const APPLICATION_TYPES = ['MultiSchool', 'SingleSchool'] as const;
export const applicationTypeLabel = (t: T, value: string | null) =>
  isOneOf(APPLICATION_TYPES, value) ? t(`applications.detail.type.${value}`) : t('applications.detail.none');

/** The catalogue's resource types by the names of the Resources screens. */
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
  const notReported = t('applications.detail.notReported');
  const status = school.titleIStatus;
  return {
    titleI: isOneOf(TITLE_I_STATUSES, status) ? t(`applications.titleI.${status}`) : notReported,
    enrollment: school.estimatedEnrollment === null ? notReported : number(school.estimatedEnrollment),
    disadvantaged:
      school.economicallyDisadvantagedPct === null
        ? notReported
        : t('applications.detail.percent', { value: number(school.economicallyDisadvantagedPct) }),
  };
}
