// New checkout order: a teacher takes kits on hand for a class. Kits needed are worked out live from
// the students and the group size and checked against the kits available; the contract's schema
// gives every other rule and message. The kits may be named by code (typed, a wedge scanner or the
// camera) or picked by the portal. Offline the checkout is queued in the outbox with the device's id
// for it, so it is recorded once when it arrives; a refusal (its kits taken meanwhile) lands in Needs attention.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MAX_DATE } from '@contract/constants';
import {
  earliestStartDate,
  GROUP_SIZES,
  kitCheckoutSchema,
  kitMessages,
  kitsNeededFor,
  MAX_CONTACT_HOURS,
  MAX_TOTAL_STUDENTS,
  type GroupSize,
  utcDay,
  type ProjectDetail,
} from '@contract/projects';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useNavigatorOnline as useOnline, useQueueMutation } from '@client/lib/use-outbox';
import { KitCodesInput } from '@client/features/kits/kit-codes-input';
import { Alert } from '@client/ui/alert';
import { useNavigateTo } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { createCheckout, useProject, useProjectCreationKits, useRefreshProjects } from '../api';
import { entityKeys, useProjectWithPending, useQueuedEntry } from '../use-kit-outbox';
import { SaveStatus } from './save-status';
import { applyServerError } from '../use-online-submit';
import { GroupSizeField, KitsNeededPanel, SupportOptionsField } from './checkout-fields';

const FIELDS = [
  'projectId',
  'checkoutName',
  'startDate',
  'returnDate',
  'supportOptions',
  'totalStudents',
  'groupSize',
  'kitsNeeded',
  'contactHoursMin',
  'contactHoursMax',
] as const;

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const toOptionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const isGroupSize = (value: unknown): value is GroupSize => GROUP_SIZES.includes(value as GroupSize);

export function CheckoutScreen({ project: fromServer }: { project: ProjectDetail }) {
  const { t } = useI18n();
  // This project's kits available count this device's waiting counts and returns, as the server will.
  const project = useProjectWithPending(fromServer, fromServer.orders);
  const online = useOnline();
  const navigateTo = useNavigateTo();
  const refresh = useRefreshProjects();
  const creationKits = useProjectCreationKits();
  const [formError, setFormError] = useState<string | null>(null);
  const [kitCodes, setKitCodes] = useState<string[]>([]);
  const [pickKits, setPickKits] = useState(false);
  const [codesError, setCodesError] = useState<string | null>(null);
  const [queuedSeq, setQueuedSeq] = useState<number | null>(null);
  const queued = useQueuedEntry(entityKeys.project(project.id), queuedSeq);
  const queue = useQueueMutation();

  // What each selectable project can give now; the current project counts even before the lookup loads.
  const available = useMemo(() => {
    const map = new Map<string, number>();
    for (const item of creationKits.data?.items ?? []) map.set(item.id, item.kitsAvailable);
    // Last, so it wins over the lookup's figure: the server's, without what waits on this device.
    map.set(project.id, project.kitsAvailable);
    return map;
  }, [creationKits.data, project.id, project.kitsAvailable]);

  // This project first and always present (an uncontrolled select loses its choice when the chosen
  // option is removed and added again), then the others the lookup offers.
  const projectOptions = useMemo(() => {
    const others = (creationKits.data?.items ?? []).filter((item) => item.id !== project.id);
    const listed = creationKits.data?.items.find((item) => item.id === project.id);
    const own = listed ? { ...listed, kitsAvailable: project.kitsAvailable } : project;
    return own.kitsAvailable > 0 ? [own, ...others] : others;
  }, [creationKits.data, project]);

  const schema = useMemo(
    () =>
      kitCheckoutSchema.superRefine((values, ctx) => {
        const max = available.get(values.projectId);
        if (max !== undefined && kitsNeededFor(values.totalStudents, values.groupSize) > max) {
          ctx.addIssue({ code: 'custom', path: ['kitsNeeded'], message: kitMessages.kitsExceedOnHand });
        }
      }),
    [available],
  );

  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      kind: 'checkout' as const,
      projectId: project.kitsAvailable > 0 ? project.id : '',
      checkoutName: '',
      startDate: '',
      returnDate: '',
      supportOptions: [],
      totalStudents: undefined,
      groupSize: undefined,
      contactHoursMin: null,
      contactHoursMax: null,
    },
  });

  const [projectId, totalStudents, groupSize] = useWatch({ control, name: ['projectId', 'totalStudents', 'groupSize'] });
  // "kitsNeeded" is worked out, not typed, so react-hook-form never re-checks it on its own: a
  // refusal (from the last submit or the server) is cleared as soon as what it depends on changes.
  useEffect(() => clearErrors('kitsNeeded'), [projectId, totalStudents, groupSize, clearErrors]);
  const selected = useProject(projectId || null);
  // Another project chosen: the page moves to that project (its heading, tabs and figures), once
  // its details are loaded, so the form stays on screen with what was typed.
  const selectedId = selected.data?.id;
  useEffect(() => {
    if (selectedId && selectedId === projectId && projectId !== project.id) navigateTo(paths.project(projectId, 'new-checkout'), { replace: true });
  }, [selectedId, projectId, project.id, navigateTo]);
  const students = typeof totalStudents === 'number' && Number.isInteger(totalStudents) && totalStudents > 0 ? totalStudents : null;
  const kitsNeeded = students !== null && isGroupSize(groupSize) ? kitsNeededFor(students, groupSize) : null;
  const availableNow = projectId ? available.get(projectId) : undefined;
  const liveExceeds = kitsNeeded !== null && availableNow !== undefined && kitsNeeded > availableNow;
  const kitsError = errors.kitsNeeded?.message ?? (liveExceeds ? kitMessages.kitsExceedOnHand : null);

  // The panel shows this project's figures as the limit above checks them.
  const shown = selected.data?.id === project.id ? project : selected.data;
  const figures = shown ? { kitsOnHand: shown.kitsOnHand, kitsAvailable: shown.kitsAvailable, activeCheckouts: shown.activeCheckouts } : null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setCodesError(null);
    if (kitCodes.length > 0 && kitCodes.length !== kitsNeeded) {
      setCodesError(t('projects.checkout.codesCount', { count: kitsNeeded ?? 0 }));
      return;
    }
    const { kind: _kind, ...fields } = values;
    const body = { ...fields, ...(kitCodes.length > 0 ? { kitCodes } : pickKits ? { pickKits: true } : {}) };
    if (!navigator.onLine) {
      try {
        // The device's id for the checkout: the server records it once, whatever key it arrives under.
        const entry = await queue('kits-checkout', { ...body, kind: 'checkout', id: crypto.randomUUID() });
        setQueuedSeq(entry.seq);
        setKitCodes([]);
      } catch (error) {
        setFormError(error instanceof Error ? error.message : t('projects.return.storeFailed'));
      }
      return;
    }
    try {
      const order = await createCheckout(body);
      void refresh();
      navigateTo(paths.orders({ created: order.id }));
    } catch (error) {
      // A refused code (kitCodes.2: unknown, out with another checkout…) is named at the codes' field.
      const codeErrors = isApiError(error) ? error.fieldErrors.filter((e) => e.field === 'kitCodes' || e.field.startsWith('kitCodes.')) : [];
      if (codeErrors.length > 0) setCodesError(codeErrors.map((e) => translateMessage(t, e.message)).join(' '));
      const banner = applyServerError(error, FIELDS, setError, t);
      const elsewhere = isApiError(error)
        ? error.fieldErrors.filter((e) => !codeErrors.includes(e) && !(FIELDS as readonly string[]).includes(e.field))
        : [];
      setFormError(codeErrors.length > 0 && elsewhere.length === 0 ? null : banner);
      // A refusal often means the figures moved (another checkout took kits): show the new ones.
      void refresh();
    }
  });

  // A checkout queued offline and refused on arrival (its kits taken meanwhile) names the code here too.
  const queuedCodeErrors =
    queued?.status === 'rejected'
      ? (queued.rejection?.fieldErrors ?? []).filter((e) => e.field === 'kitCodes' || e.field.startsWith('kitCodes.'))
      : [];
  const queuedRefusal = queuedCodeErrors.length > 0 ? queuedCodeErrors.map((e) => translateMessage(t, e.message)).join(' ') : undefined;
  const noProjects = creationKits.data !== undefined && creationKits.data.items.length === 0;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('projects.checkout.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('projects.checkout.lead')}</p>
      </div>

      {!online && <Alert tone="info">{t('projects.checkout.offline')}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      {submitCount > 0 && Object.keys(errors).length > 0 && !formError && <Alert tone="error">{t('projects.checkout.fixFields')}</Alert>}

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          // The whole row: options name the project, its school and the kits available.
          className="sm:col-span-2"
          label={t('projects.checkout.project')}
          error={errors.projectId?.message}
          hint={noProjects ? t('projects.checkout.noProjects') : undefined}
          {...register('projectId')}
        >
          <option value="">{t('projects.checkout.chooseProject')}</option>
          {projectOptions.map((item) => (
            <option key={item.id} value={item.id}>
              {t('projects.checkout.projectOption', { project: item.name, school: item.school.name, count: item.kitsAvailable })}
            </option>
          ))}
        </SelectField>
        <TextField
          className="sm:col-span-2"
          label={t('projects.checkout.name')}
          placeholder={t('projects.checkout.namePlaceholder')}
          maxLength={100}
          error={errors.checkoutName?.message}
          {...register('checkoutName')}
        />
        <TextField
          label={t('projects.checkout.startDate')}
          type="date"
          min={earliestStartDate(utcDay())}
          max={MAX_DATE}
          hint={t('projects.checkout.startDateHint')}
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label={t('projects.checkout.returnDate')}
          type="date"
          max={MAX_DATE}
          error={errors.returnDate?.message}
          {...register('returnDate')}
        />
      </div>

      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <TextField
            label={t('projects.checkout.students')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TOTAL_STUDENTS}
            error={errors.totalStudents?.message}
            {...register('totalStudents', { setValueAs: toNumber })}
          />
          <GroupSizeField registration={register('groupSize')} error={errors.groupSize?.message} />
        </div>
        <KitsNeededPanel kitsNeeded={kitsNeeded} figures={figures} error={kitsError} students={students} />
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">
            {t('projects.checkout.whichKits')} <span className="font-normal text-slate-500">{t('projects.optional')}</span>
          </legend>
          <KitCodesInput
            label={t('projects.checkout.kitCodes')}
            codes={kitCodes}
            onChange={(next) => {
              setKitCodes(next);
              setCodesError(null);
              if (next.length > 0) setPickKits(false);
            }}
            error={codesError ?? queuedRefusal}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={pickKits}
              disabled={kitCodes.length > 0}
              onChange={(event) => setPickKits(event.target.checked)}
              className="size-4 accent-primary-700"
            />
            {t('projects.checkout.pickKits')}
          </label>
        </fieldset>
      </div>

      <SupportOptionsField registration={register('supportOptions')} error={errors.supportOptions?.message} />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('projects.checkout.contactHours')} <span className="font-normal text-slate-500">{t('projects.optional')}</span>
        </legend>
        <div className="mt-1.5 grid max-w-md grid-cols-2 gap-3">
          <TextField
            label={t('projects.checkout.minHours')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CONTACT_HOURS}
            error={errors.contactHoursMin?.message}
            {...register('contactHoursMin', { setValueAs: toOptionalNumber })}
          />
          <TextField
            label={t('projects.checkout.maxHours')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CONTACT_HOURS}
            error={errors.contactHoursMax?.message}
            {...register('contactHoursMax', { setValueAs: toOptionalNumber })}
          />
        </div>
      </fieldset>

      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
        {t('projects.checkout.create')}
      </Button>
      <div aria-live="polite" className="empty:hidden">
        <SaveStatus entry={queued} syncedText={t('projects.checkout.synced')} />
      </div>
    </form>
  );
}
