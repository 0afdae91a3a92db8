// A report's status as a badge: Draft, Submitted, Changes requested, Accepted.
import '@client/i18n/en/outcome-reports';
import type { OutcomeReportStatus } from '@contract/outcome-reports-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Badge, type BadgeTone } from '@client/ui/badge';

const TONES: Record<OutcomeReportStatus, BadgeTone> = {
  Draft: 'neutral',
  Submitted: 'primary',
  'Changes requested': 'warning',
  Accepted: 'success',
};

export function OutcomeStatusBadge({ status }: { status: OutcomeReportStatus }) {
  const { t } = useI18n();
  return <Badge tone={TONES[status]}>{t(`outcomes.status.${status}`)}</Badge>;
}
