// Step 3, "Resources": what the district would like from the catalogue (the resources table),
// grouped by type. At least one ("Resource is required").
import '@client/i18n/en/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { ResourceChoice } from '@contract/applications';
import { resourcesStepSchema } from '@contract/onboarding';
import { resourceTypeLabel } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { cx } from '@client/ui/cx';
import { Spinner } from '@client/ui/spinner';
import { useResourceChoices } from '../api';
import { FieldError } from '../components/fields';
import { WizardActions } from '../components/wizard-actions';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

function byType(items: ResourceChoice[]) {
  const groups = new Map<string, ResourceChoice[]>();
  for (const item of items) groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  return [...groups.entries()];
}

export function ResourcesStep(props: StepProps<'resources'>) {
  const { t } = useI18n();
  const choices = useResourceChoices();
  const form = useForm({
    resolver: zodResolver(resourcesStepSchema),
    defaultValues: { resourceIds: props.values?.resourceIds ?? [] },
  });
  useStepForm(form, props);
  const { control, handleSubmit, formState } = form;

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate aria-labelledby="step-title">
      {choices.error && !choices.data ? (
        <Alert tone="error">
          {t('onboarding.resources.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void choices.mutate()}>
            {t('common.tryAgain')}
          </button>
        </Alert>
      ) : !choices.data ? (
        <Spinner size={40} label={t('onboarding.resources.loading')} />
      ) : (
        <ResourceCards items={choices.data.items} control={control} />
      )}
      <div role="alert">
        <FieldError>{formState.errors.resourceIds?.message ?? formState.errors.resourceIds?.root?.message}</FieldError>
      </div>
      <WizardActions busy={props.busy} onBack={() => props.onGoTo(2, form.getValues())} />
    </form>
  );
}

function ResourceCards({ items, control }: { items: ResourceChoice[]; control: Control<{ resourceIds: string[] }> }) {
  const { t } = useI18n();
  return (
    <Controller
      control={control}
      name="resourceIds"
      render={({ field }) => {
        const selected = new Set(field.value);
        const toggle = (id: string) => field.onChange(selected.has(id) ? [...selected].filter((v) => v !== id) : [...selected, id]);
        return (
          <div className="space-y-6">
            {byType(items).map(([type, group]) => (
              <fieldset key={type}>
                <legend className="text-base font-semibold text-slate-900">{resourceTypeLabel(t, type)}</legend>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {group.map((resource) => (
                    <label
                      key={resource.id}
                      className={cx(
                        'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                        selected.has(resource.id) ? 'border-primary-600 ring-1 ring-primary-600' : 'border-slate-300 hover:border-slate-400',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={selected.has(resource.id)}
                        onChange={() => toggle(resource.id)}
                        className="mt-0.5 size-4 shrink-0 accent-primary-700"
                      />
                      <span>
                        <span className="block text-sm font-semibold text-slate-900">{resource.name}</span>
                        {resource.summary && <span className="mt-1 block text-sm text-slate-600">{resource.summary}</span>}
                        {resource.gradeBand && (
                          <span className="mt-1 block text-xs text-slate-500">{t('onboarding.grades', { band: resource.gradeBand })}</span>
                        )}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        );
      }}
    />
  );
}
