import type { BlueprintApproval, BlueprintStage } from '@contract/blueprints-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Badge } from '@client/ui/badge';
import { APPROVAL_TONES, approvalId, STAGE_TONES, stageId } from '../labels';

export function StageBadge({ stage }: { stage: BlueprintStage }) {
  const { t } = useI18n();
  return <Badge tone={STAGE_TONES[stage]}>{t(stageId(stage))}</Badge>;
}

export function ApprovalBadge({ approval }: { approval: BlueprintApproval }) {
  const { t } = useI18n();
  return <Badge tone={APPROVAL_TONES[approval]}>{t(approvalId(approval))}</Badge>;
}
