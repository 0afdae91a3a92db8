// The actions in the blueprint's header: Approve (for the district people who may decide, when the
// current quote needs approval and has not expired; staff instead record the district's approval
// with the person and a reason), and the staff's Edit, Issue quote and stage moves. Each asks
// for confirmation naming what it does; the answer replaces the blueprint on screen.
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import { addMonthsIso } from '@contract/applications';
import { STAFF_STAGE_MOVES } from '@contract/blueprints-messages';
import { utcToday, type BlueprintDetail } from '@contract/blueprints';
import { QUOTE_LOCK_MONTHS } from '@contract/constants';
import { paths } from '@client/app/paths';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { CheckIcon } from '@client/ui/icons';
import { approveBlueprint, issueQuote, moveStage } from '../api';
import { RecordApprovalDialog } from './record-approval-dialog';

type Pending = 'approve' | 'record' | 'issue' | 'move' | null;

interface BlueprintActionsProps {
  blueprint: BlueprintDetail;
  mayApprove: boolean;
  staff: boolean;
  /** The application is set aside: nothing may change, so only what reads stays. */
  readOnly: boolean;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** Whether staff may issue a quote now: none yet, or the last expired before approval. */
function canIssueQuote(b: BlueprintDetail): boolean {
  if (b.stage === 'Implementing' || b.stage === 'Completed' || b.lines.length === 0) return false;
  return !b.quote || (b.quote.expired && b.approval !== 'Approved');
}

export function BlueprintActions({ blueprint: b, mayApprove, staff, readOnly, onDone, onError }: BlueprintActionsProps) {
  const { t, money, detailDate } = useI18n();
  const [pending, setPending] = useState<Pending>(null);
  // Approving is already off when read-only (mayApprove); the builder's own actions go too.
  const builds = staff && !readOnly;
  const [busy, setBusy] = useState(false);
  const nextStage = STAFF_STAGE_MOVES[b.stage];
  const approvable = mayApprove && b.approval === 'Needs approval' && b.quote !== null && !b.quote.expired;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      onDone(await work());
    } catch (cause) {
      onError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprint.action.failed'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const issuedOn = utcToday();
  return (
    <>
      {approvable && !staff && (
        <Button onClick={() => setPending('approve')}>
          <CheckIcon className="size-4" />
          {t('blueprint.approve.action')}
        </Button>
      )}
      {approvable && staff && (
        <Button variant="secondary" onClick={() => setPending('record')}>
          <CheckIcon className="size-4" />
          {t('blueprint.approve.record')}
        </Button>
      )}
      {builds && b.stage !== 'Completed' && (
        <AppLink to={paths.blueprintEdit(b.id)} className={buttonClasses('secondary')}>
          {t('blueprint.staff.edit')}
        </AppLink>
      )}
      {builds && canIssueQuote(b) && (
        <Button variant="secondary" onClick={() => setPending('issue')}>
          {t('blueprint.staff.issue')}
        </Button>
      )}
      {builds && nextStage && (
        <Button variant="secondary" onClick={() => setPending('move')}>
          {t(`blueprint.staff.move.${nextStage as 'Implementing' | 'Completed'}`)}
        </Button>
      )}

      {b.quote && staff && (
        <RecordApprovalDialog
          blueprint={b}
          open={pending === 'record'}
          onClose={() => setPending(null)}
          onDone={(message) => {
            setPending(null);
            onDone(message);
          }}
          onError={(message) => {
            setPending(null);
            onError(message);
          }}
        />
      )}
      {b.quote && !staff && (
        <ConfirmDialog
          open={pending === 'approve'}
          title={t('blueprint.approve.title')}
          confirmLabel={t('blueprint.approve.confirm')}
          cancelLabel={t('blueprint.approve.cancel')}
          busy={busy}
          icon={<CheckIcon className="size-6" />}
          onClose={() => setPending(null)}
          onConfirm={() =>
            void run(async () => {
              await approveBlueprint(b.id, b.quote!.revision);
              return t('blueprint.approve.done');
            })
          }
        >
          {t('blueprint.approve.text', {
            revision: String(b.quote.revision),
            total: money(b.quote.amountCents),
            direct: money(b.directCostToDistrictCents),
            date: detailDate(b.quote.validUntil),
          })}
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={pending === 'issue'}
        title={t('blueprint.staff.issueTitle')}
        confirmLabel={t('blueprint.staff.issueConfirm')}
        cancelLabel={t('blueprint.staff.cancel')}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() =>
          void run(async () => {
            const issued = await issueQuote(b.id, b.version);
            return t('blueprint.staff.issued', { revision: String(issued.quote?.revision ?? '') });
          })
        }
      >
        {t('blueprint.staff.issueText', {
          revision: String((b.quote?.revision ?? 0) + 1),
          total: money(b.totalProgramCostCents),
          direct: money(b.directCostToDistrictCents),
          date: detailDate(addMonthsIso(issuedOn, QUOTE_LOCK_MONTHS)),
        })}
      </ConfirmDialog>
      {nextStage && (
        <ConfirmDialog
          open={pending === 'move'}
          title={t(`blueprint.staff.moveTitle.${nextStage as 'Implementing' | 'Completed'}`)}
          confirmLabel={t(`blueprint.staff.move.${nextStage as 'Implementing' | 'Completed'}`)}
          cancelLabel={t('blueprint.staff.cancel')}
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={() =>
            void run(async () => {
              const moved = await moveStage(b.id, nextStage, b.version);
              return t('blueprint.staff.moved', { stage: t(`blueprint.stage.${moved.stage}`) });
            })
          }
        >
          {t(`blueprint.staff.moveText.${nextStage as 'Implementing' | 'Completed'}`)}
        </ConfirmDialog>
      )}
    </>
  );
}
