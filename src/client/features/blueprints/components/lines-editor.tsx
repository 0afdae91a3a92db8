// The builder's resource lines: quantity and unit cost per line (a new line starts at the
// catalogue's price; staff may lower it for a discount, shown against the list price), the line
// total, remove; and adding a resource from the catalogue.
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { centsToDollarsText, discountPercent, parseDollars, type BlueprintLine } from '@contract/blueprints';
import type { ResourceSummary } from '@contract/resources';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { CloseIcon } from '@client/ui/icons';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import type { BlueprintFormValues } from '../form-values';

interface LinesEditorProps {
  control: Control<BlueprintFormValues>;
  register: UseFormRegister<BlueprintFormValues>;
  errors: FieldErrors<BlueprintFormValues>;
  /** The lines as saved, with their list prices. */
  saved: BlueprintLine[];
  catalogue: ResourceSummary[];
  disabled: boolean;
}

/** The most a line's unit cost may be: a saved line's list price, else the catalogue's price. */
function listPriceOf(resourceId: string, saved: BlueprintLine[], catalogue: ResourceSummary[]): number | null {
  return saved.find((line) => line.resourceId === resourceId)?.listPriceCents ?? catalogue.find((r) => r.id === resourceId)?.unitCostCents ?? null;
}

export function LinesEditor({ control, register, errors, saved, catalogue, disabled }: LinesEditorProps) {
  const { t, money, number } = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const [adding, setAdding] = useState('');
  const nameOf = (resourceId: string) =>
    saved.find((line) => line.resourceId === resourceId)?.name ?? catalogue.find((r) => r.id === resourceId)?.name ?? resourceId;
  const taken = new Set(lines.map((line) => line.resourceId));
  const choices = catalogue.filter((resource) => !taken.has(resource.id));

  return (
    <div className="mt-4">
      {errors.lines?.message && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {translateMessage(t, errors.lines.message)}
        </p>
      )}
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {fields.map((field, index) => {
          const resourceId = lines[index]?.resourceId ?? field.resourceId;
          const name = nameOf(resourceId);
          const unit = parseDollars(lines[index]?.unitCostCents ?? '');
          const listPrice = listPriceOf(resourceId, saved, catalogue);
          const off = unit !== null && listPrice !== null ? discountPercent(unit, listPrice) : 0;
          const quantity = Number(lines[index]?.quantity);
          const counted = Number.isInteger(quantity) && quantity > 0;
          const lineError = errors.lines?.[index];
          return (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 py-3 sm:grid-cols-[1fr_6rem_8rem_auto]">
              <div className="col-span-3 min-w-0 sm:col-span-1">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-600 tabular-nums">
                  {t('blueprint.edit.lineTotal', {
                    quantity: counted ? number(quantity) : '—',
                    unit: unit === null ? '—' : money(unit),
                    total: counted && unit !== null ? money(quantity * unit) : '—',
                  })}
                </p>
                {off > 0 && listPrice !== null && (
                  <p className="text-sm text-slate-600 tabular-nums">
                    <span className="sr-only">{t('blueprint.edit.listPrice')} </span>
                    <s>{money(listPrice)}</s>{' '}
                    <span className="font-medium text-emerald-700">{t('blueprint.edit.percentOff', { percent: String(off) })}</span>
                  </p>
                )}
                {lineError?.resourceId?.message && <p className="text-sm text-red-700">{translateMessage(t, lineError.resourceId.message)}</p>}
              </div>
              <TextField
                label={t('blueprint.lines.quantity')}
                aria-label={t('blueprint.edit.quantityOf', { name })}
                inputMode="numeric"
                disabled={disabled}
                error={lineError?.quantity?.message}
                {...register(`lines.${index}.quantity`)}
              />
              <TextField
                label={t('blueprint.edit.unitCost')}
                aria-label={t('blueprint.edit.unitCostOf', { name })}
                inputMode="decimal"
                disabled={disabled}
                error={lineError?.unitCostCents?.message}
                {...register(`lines.${index}.unitCostCents`)}
              />
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => remove(index)} aria-label={t('blueprint.edit.remove', { name })}>
                <CloseIcon className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {!disabled && (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            className="min-w-0 flex-1"
            label={t('blueprint.edit.addResource')}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">{t('blueprint.edit.chooseResource')}</option>
            {choices.map((resource) => (
              <option key={resource.id} value={resource.id}>
                {t('blueprint.edit.resourceOption', { name: resource.name, price: money(resource.unitCostCents) })}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              append({ resourceId: adding, quantity: '1', unitCostCents: centsToDollarsText(listPriceOf(adding, saved, catalogue) ?? 0) });
              setAdding('');
            }}
          >
            {t('blueprint.edit.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
