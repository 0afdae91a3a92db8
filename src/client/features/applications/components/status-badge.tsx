import type { ApplicationStatus } from '../../../../contract/applications';
import { Badge } from '../../../ui/badge';
import { STATUS_TONES } from '../labels';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}
