import { Description, Field, Label, Switch } from '@headlessui/react';
import { cx } from '@client/ui/cx';

interface ToggleRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why it cannot be changed now; replaces the description. */
  disabledReason?: string;
}

/** A labelled on/off setting (a switch, announced with its description). */
export function ToggleRow({ label, description, checked, onChange, disabledReason }: ToggleRowProps) {
  const disabled = Boolean(disabledReason);
  return (
    <Field disabled={disabled} className="flex items-start justify-between gap-4">
      <div>
        <Label className="text-sm font-semibold text-slate-900 data-disabled:opacity-60">{label}</Label>
        {(disabledReason ?? description) && <Description className="mt-0.5 text-xs text-slate-600">{disabledReason ?? description}</Description>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className={cx(
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-300 data-checked:bg-primary-700 data-disabled:cursor-not-allowed data-disabled:opacity-60',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-(--focus-ring)',
        )}
      >
        <span className="size-4.5 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6" />
      </Switch>
    </Field>
  );
}
