// How blueprint values read on screen: stage and approval names and colours. Values keep the
// contract's spelling; people see a label (the names are shared with the dashboard's catalogue).
import '@client/i18n/en/blueprints';
import '@client/i18n/en/dashboard';
import type { BlueprintApproval, BlueprintStage } from '@contract/blueprints-messages';
import type { MessageId } from '@client/i18n/en';
import type { BadgeTone } from '@client/ui/badge';

export const STAGE_TONES: Record<BlueprintStage, BadgeTone> = {
  Draft: 'neutral',
  'In Review': 'warning',
  Approved: 'primary',
  Implementing: 'violet',
  Completed: 'success',
};

export const APPROVAL_TONES: Record<BlueprintApproval, BadgeTone> = {
  Approved: 'success',
  'Needs approval': 'warning',
};

export const stageId = (stage: BlueprintStage): MessageId => `blueprint.stage.${stage}`;
export const approvalId = (approval: BlueprintApproval): MessageId => `blueprint.approval.${approval}`;
