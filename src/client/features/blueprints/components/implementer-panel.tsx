// The implementation contact: who was invited and whether they accepted; the invite dialog for
// those who may (mayDecideBlueprint); and Accept for the invited member themselves.
import '@client/i18n/en/blueprints';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { implementerRequestSchema, type BlueprintDetail } from '@contract/blueprints';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Panel } from '@client/ui/detail-panel';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { changeImplementer, useBlueprintUsers } from '../api';

interface ImplementerPanelProps {
  blueprint: BlueprintDetail;
  mayInvite: boolean;
  meEmail: string | null;
  onDone: (message: string) => void;
}

export function ImplementerPanel({ blueprint: b, mayInvite, meEmail, onDone }: ImplementerPanelProps) {
  const { t, detailDate } = useI18n();
  const [open, setOpen] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const implementer = b.implementer;
  const canInvite = mayInvite && b.stage !== 'Completed';
  const invitedMe = implementer && implementer.status === 'Invited' && meEmail !== null && implementer.email === meEmail.toLowerCase();

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      await changeImplementer(b.id, { accept: true });
      onDone(t('blueprint.implementer.accepted'));
    } catch (cause) {
      setError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprint.action.failed'));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Panel
      title={t('blueprint.implementer.title')}
      actions={
        canInvite ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {implementer ? t('blueprint.implementer.change') : t('blueprint.implementer.invite')}
          </Button>
        ) : undefined
      }
    >
      {!implementer ? (
        <p className="mt-3 text-sm text-slate-500">{t('blueprint.implementer.none')}</p>
      ) : (
        <div className="mt-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{implementer.name ?? implementer.email}</span>
            <Badge tone={implementer.status === 'Accepted' ? 'success' : 'warning'}>{t(`blueprint.implementer.status.${implementer.status}`)}</Badge>
          </p>
          {implementer.name && <p className="text-slate-600">{implementer.email}</p>}
          <p className="mt-1 text-slate-600">
            {implementer.invitedBy
              ? t('blueprint.implementer.invitedBy', { name: implementer.invitedBy.name, date: detailDate(implementer.invitedAt) })
              : t('blueprint.implementer.invitedOn', { date: detailDate(implementer.invitedAt) })}
            {implementer.acceptedAt && <> · {t('blueprint.implementer.acceptedOn', { date: detailDate(implementer.acceptedAt) })}</>}
          </p>
          {invitedMe && (
            <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-primary-50 p-3">
              <span className="text-primary-900">{t('blueprint.implementer.youAreInvited')}</span>
              <Button size="sm" loading={accepting} onClick={() => void accept()}>
                {t('blueprint.implementer.accept')}
              </Button>
            </div>
          )}
          {error && (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          )}
        </div>
      )}
      {canInvite && (
        <InviteDialog
          open={open}
          blueprintId={b.id}
          onClose={() => setOpen(false)}
          onSent={(email) => {
            setOpen(false);
            onDone(t('blueprint.implementer.sent', { email }));
          }}
        />
      )}
    </Panel>
  );
}

/** A district member chosen ('' for none), or anyone's e-mail address typed. */
interface InviteValues {
  userId: string;
  email: string;
}

interface InviteDialogProps {
  open: boolean;
  blueprintId: string;
  onClose: () => void;
  onSent: (email: string) => void;
}

function InviteDialog({ open, blueprintId, onClose, onSent }: InviteDialogProps) {
  const { t } = useI18n();
  const members = useBlueprintUsers(open ? blueprintId : null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    // The body of PATCH /blueprints/{id}/implementer: the member chosen, else the address typed.
    resolver: bodyResolver(implementerRequestSchema, ({ userId, email }: InviteValues) => (userId ? { userId } : { email })),
    defaultValues: { userId: '', email: '' },
    // A message stays until the next send checks the form again; the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // A member chosen empties the address typed, and an address typed unchooses the member: one of the two is sent.
  const clearOther = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>, other: keyof InviteValues) => {
    if (event.target.value) setValue(other, '');
  };

  const submit = handleSubmit(async () => {
    // Sent as chosen or typed; the server reads it with the same schema.
    const { userId, email } = getValues();
    try {
      const detail = await changeImplementer(blueprintId, userId ? { userId } : { email });
      reset();
      onSent(detail.implementer?.email ?? email);
    } catch (cause) {
      const first = isApiError(cause) ? cause.fieldErrors[0] : undefined;
      if (first && (first.field === 'email' || first.field === 'userId')) setError(first.field, { type: 'server', message: first.message });
      else setFormError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprint.action.failed'));
    }
  });

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="relative max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('blueprint.implementer.dialogTitle')}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">{t('blueprint.implementer.dialogText')}</Description>
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            setFormError(null);
            void submit(event);
          }}
          noValidate
        >
          <SelectField
            label={t('blueprint.implementer.member')}
            error={errors.userId?.message}
            {...register('userId', { onChange: (event: ChangeEvent<HTMLSelectElement>) => clearOther(event, 'email') })}
          >
            <option value="">{t('blueprint.implementer.chooseMember')}</option>
            {members.data?.items.map((member) => (
              <option key={member.id} value={member.id}>
                {t('blueprint.implementer.memberOption', { name: member.name, email: member.email })}
              </option>
            ))}
          </SelectField>
          <p className="text-center text-xs font-medium tracking-wide text-slate-500 uppercase">{t('blueprint.implementer.or')}</p>
          <TextField
            label={t('blueprint.implementer.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email', { onChange: (event: ChangeEvent<HTMLInputElement>) => clearOther(event, 'userId') })}
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('blueprint.implementer.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('blueprint.implementer.send')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
