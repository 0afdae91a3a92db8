import type { ApplicationStatus } from '@contract/applications';
import { useI18n } from '@client/i18n/use-i18n';
import { Badge } from '@client/ui/badge';
import { STATUS_TONES, statusId } from '../labels';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useI18n();
  return <Badge tone={STATUS_TONES[status]}>{t(statusId(status))}</Badge>;
}
