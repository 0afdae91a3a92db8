// Staff record the district's approval of a quote they were given outside the portal: which person
// of the district approved (the district's people, from the staff lookups) and why it is recorded
// here. Checked with the contract's staffApprovalSchema before it is sent; the server's refusals
// land on their fields.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffApprovalSchema, type BlueprintDetail } from '@contract/blueprints';
import '@client/i18n/en/blueprints';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { bodyResolver } from '@client/lib/body-resolver';
import { isApiError } from '@client/lib/http';
import { useDistrictPeople } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextArea } from '@client/ui/text-area';
import { approveBlueprint } from '../api';

type Fields = { approvedById: string; reason: string };
const FIELDS: readonly string[] = ['approvedById', 'reason'] satisfies (keyof Fields)[];

interface Props {
  blueprint: BlueprintDetail;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  /** A refusal that is not about a field (the quote changed, say): the page shows it and reloads. */
  onError: (message: string) => void;
}

export function RecordApprovalDialog({ blueprint: b, open, onClose, onDone, onError }: Props) {
  const { t, money } = useI18n();
  const people = useDistrictPeople(open ? b.district.id : null);
  const [failure, setFailure] = useState<string | null>(null);
  const revision = b.quote!.revision;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useForm<Fields, unknown, { approvedById: string; reason: string }>({
    resolver: bodyResolver(staffApprovalSchema, (fields: Fields) => ({
      approval: 'Approved',
      quoteRevision: revision,
      approvedById: fields.approvedById || undefined,
      reason: fields.reason,
    })),
    defaultValues: { approvedById: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof Fields) => register(name, { onChange: () => clearErrors(name) });
  const close = () => {
    if (busy) return;
    reset();
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async ({ approvedById, reason }) => {
    setFailure(null);
    try {
      await approveBlueprint(b.id, revision, { approvedById, reason });
      reset();
      onDone(t('blueprint.approve.recorded'));
    } catch (cause) {
      if (!isApiError(cause)) return setFailure(t('blueprint.action.failed'));
      const onFields = cause.fieldErrors.filter((fieldError) => FIELDS.includes(fieldError.field));
      onFields.forEach((fieldError) => setError(fieldError.field as keyof Fields, { type: 'server', message: fieldError.message }));
      if (onFields.length === 0) {
        reset();
        onError(translateMessage(t, cause.message));
      }
    }
  });

  const options = (people.data?.items ?? []).map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="relative max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">{t('blueprint.approve.recordTitle')}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">
          {t('blueprint.approve.recordText', { district: b.district.name, revision: String(revision), total: money(b.quote!.amountCents) })}
        </Description>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
          {people.data && options.length === 0 ? (
            <Alert tone="error">{t('blueprint.approve.noPeople')}</Alert>
          ) : (
            <SelectField
              label={t('blueprint.approve.person')}
              placeholder={people.data ? t('blueprint.approve.personPlaceholder') : t('blueprint.approve.peopleLoading')}
              options={options}
              error={errors.approvedById?.message}
              {...field('approvedById')}
            />
          )}
          <TextArea
            label={t('blueprint.approve.reason')}
            hint={t('blueprint.approve.reasonHint')}
            rows={2}
            error={errors.reason?.message}
            {...field('reason')}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('blueprint.approve.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('blueprint.approve.recordConfirm')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
