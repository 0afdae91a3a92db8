// Wiring shared by every step's react-hook-form: the server's errors onto fields, and the
// page's access to the current values (Back and the step indicator keep them as a draft).
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { WizardStepKey } from '@contract/onboarding';
import type { StepProps } from './step-props';

export function useStepForm<T extends FieldValues, R>(form: UseFormReturn<T, unknown, R>, props: StepProps<WizardStepKey>) {
  const { serverErrors, bind, onDraft } = props;
  const { setError, getValues, trigger, watch } = form;

  // Every change is kept as a draft; a copy, since the form goes on changing its own values object.
  useEffect(() => {
    const subscription = watch((values) => onDraft(structuredClone(values)));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);

  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([field, message], index) =>
      setError((field === '_' ? 'root' : field) as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, setError]);

  useEffect(() => {
    bind({ read: () => getValues(), validate: () => trigger() });
  }, [bind, getValues, trigger]);
}
