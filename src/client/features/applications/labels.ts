// How application values read on screen: status colours and names, and the application type.
// Values keep the contract's spelling; people see a label. The funding option, "heard about"
// answer, resource types and school facts read as in the wizard (i18n/programme-labels.ts).
import '@client/i18n/en/applications';
// The status names are shared with the dashboard, whose area registers them.
import '@client/i18n/en/dashboard';
import type { ApplicationStatus } from '@contract/applications';
import type { MessageId } from '@client/i18n/en';
import { isOneOf } from '@client/i18n/programme-labels';
import type { Translator } from '@client/i18n/translate';
import type { BadgeTone } from '@client/ui/badge';

type T = Translator['t'];

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  New: 'primary',
  'Building Blueprint': 'warning',
  'Blueprint Created': 'violet',
  'Program Completed': 'success',
  Waitlisted: 'warning',
  Declined: 'danger',
  Withdrawn: 'neutral',
};

export const statusId = (status: ApplicationStatus): MessageId => `application.status.${status}`;

const APPLICATION_TYPES = ['MultiSchool', 'SingleSchool'] as const;
export const applicationTypeLabel = (t: T, value: string | null) =>
  isOneOf(APPLICATION_TYPES, value) ? t(`applications.detail.type.${value}`) : t('applications.detail.none');
