// The confirmation of a staff status move. Setting an application aside asks for the reason the
// applicant will read (required, as the contract says); reopening only asks to confirm.
import '@client/i18n/en/review';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type FormEvent } from 'react';
import { applicationMessages, isSetAside, STATUS_REASON_MAX_LENGTH, type ApplicationStatus } from '@contract/applications-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/text-area';
import { statusId } from '../labels';

interface StatusMoveDialogProps {
  /** The move being confirmed; null: closed. */
  to: ApplicationStatus | null;
  applicationNumber: number;
  busy: boolean;
  /** The server's message for the reason, when it refused it. */
  reasonError?: string;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  /** Other words for the same move (the district withdrawing its own application). */
  texts?: { title: string; text: string; confirm: string; reasonHint: string };
}

export function StatusMoveDialog({ to, applicationNumber, busy, reasonError, onConfirm, onClose, texts }: StatusMoveDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const asking = to !== null && isSetAside(to);

  const close = () => {
    if (busy) return;
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return onConfirm(undefined);
    if (!reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  const kind = to === null ? 'New' : to;
  return (
    <Dialog
      open={to !== null}
      onClose={close}
      // With a reason to write, typing starts at once; a plain confirmation starts on the safe choice.
      initialFocus={asking ? reasonRef : cancelRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="relative w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {texts?.title ??
              (isSetAside(kind)
                ? t(`review.staff.confirm.${kind}.title`, { number: applicationNumber })
                : t('review.staff.confirm.reopen.title', { number: applicationNumber }))}
          </DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">
            {texts?.text ??
              (isSetAside(kind) ? t(`review.staff.confirm.${kind}.text`) : t('review.staff.confirm.reopen.text', { status: t(statusId(kind)) }))}
          </Description>
          {asking && (
            <TextArea
              ref={reasonRef}
              className="mt-4"
              label={t('review.staff.reason')}
              hint={texts?.reasonHint ?? t('review.staff.reasonHint', { max: STATUS_REASON_MAX_LENGTH })}
              maxLength={STATUS_REASON_MAX_LENGTH}
              rows={4}
              required
              value={reason}
              error={missing ? applicationMessages.reasonRequired : reasonError}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} type="button" variant="secondary" onClick={close} disabled={busy}>
              {t('review.staff.confirm.cancel')}
            </Button>
            <Button type="submit" variant={kind === 'Declined' ? 'danger' : 'primary'} loading={busy}>
              {texts?.confirm ??
                (isSetAside(kind) ? t(`review.staff.action.${kind}`) : t('review.staff.action.reopen', { status: t(statusId(kind)) }))}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
