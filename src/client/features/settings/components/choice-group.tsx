import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '@client/ui/cx';
import { CheckIcon } from '@client/ui/icons';

interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** Drawn above the label: a swatch, an icon, a layout sketch. */
  visual?: ReactNode;
}

interface ChoiceGroupProps<V extends string | number> {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Why the group cannot be changed now; shown under it. */
  disabledReason?: string;
  /** Grid columns of the options. */
  columns?: 2 | 3 | 4;
  /** Only the visual shows; the label stays for screen readers (colour swatches). */
  compact?: boolean;
}

const columnClasses = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/** One setting as a radio group of cards (Headless UI: arrow keys move, Space selects). */
export function ChoiceGroup<V extends string | number>({
  label,
  value,
  choices,
  onChange,
  disabledReason,
  columns = 2,
  compact = false,
}: ChoiceGroupProps<V>) {
  const disabled = Boolean(disabledReason);
  return (
    <RadioGroup value={value} onChange={onChange} disabled={disabled} aria-label={label}>
      <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <div className={cx('mt-2 grid gap-2', columnClasses[columns])}>
        {choices.map((choice) => (
          <Field key={choice.value} disabled={disabled}>
            <Radio
              value={choice.value}
              title={compact ? choice.label : undefined}
              className={cx(
                'group relative flex w-full cursor-pointer flex-col items-center gap-1.5 rounded-lg border text-sm transition-colors',
                'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                'data-checked:border-primary-700 data-checked:bg-primary-50 data-checked:text-primary-900 data-checked:ring-1 data-checked:ring-primary-700',
                'data-disabled:cursor-not-allowed data-disabled:opacity-60',
                'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-(--focus-ring)',
                compact ? 'p-1.5' : 'px-2 py-2.5',
              )}
            >
              {choice.visual}
              <Label className={cx('text-center font-medium', compact && 'sr-only')}>{choice.label}</Label>
              <CheckIcon className="absolute end-1 top-1 hidden size-4 text-primary-700 group-data-checked:block" />
            </Radio>
          </Field>
        ))}
      </div>
      {disabledReason && <p className="mt-2 text-xs text-slate-600">{disabledReason}</p>}
    </RadioGroup>
  );
}
