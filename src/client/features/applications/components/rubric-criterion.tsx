// One criterion of the rubric editor: its name, weight (with its share of the weighted score),
// description and the five level descriptions, and the buttons that move or remove it.
import '@client/i18n/en/rubric';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { UpdateRubricInput } from '@contract/reviews';
import { CRITERION_NAME_MAX_LENGTH, CRITERION_TEXT_MAX_LENGTH, CRITERION_WEIGHT_MAX, RUBRIC_LEVELS } from '@contract/reviews-messages';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/text-area';
import { TextField } from '@client/ui/text-field';

export type CriterionAction = 'up' | 'down' | 'remove';

interface CriterionFieldsProps {
  /** The field array's key: the moved criterion's buttons are found by it to keep the focus. */
  itemKey: string;
  index: number;
  count: number;
  register: UseFormRegister<UpdateRubricInput>;
  errors: FieldErrors<UpdateRubricInput['criteria'][number]> | undefined;
  /** Percent of the weighted score this criterion's weight makes. */
  share: number;
  onAction: (action: CriterionAction) => void;
}

export function CriterionFields({ itemKey, index, count, register, errors, share, onAction }: CriterionFieldsProps) {
  const { t } = useI18n();
  const number = index + 1;
  const levelLabel = (score: number) =>
    score === 1 ? t('rubric.levelLowest', { score }) : score === RUBRIC_LEVELS ? t('rubric.levelHighest', { score }) : t('rubric.level', { score });
  // The levels' own error (not five of them) when the list itself is wrong.
  const levelsError = errors?.levels?.message ?? errors?.levels?.root?.message;

  return (
    <li data-criterion={itemKey} className="card rounded-xl p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('rubric.criterion', { number })}</h3>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            data-action="up"
            aria-label={t('rubric.moveUpLabel', { number })}
            disabled={index === 0}
            onClick={() => onAction('up')}
          >
            {t('rubric.moveUp')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            data-action="down"
            aria-label={t('rubric.moveDownLabel', { number })}
            disabled={index === count - 1}
            onClick={() => onAction('down')}
          >
            {t('rubric.moveDown')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700!"
            data-action="remove"
            aria-label={t('rubric.removeLabel', { number })}
            onClick={() => onAction('remove')}
          >
            {t('rubric.remove')}
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={t('rubric.name')}
          maxLength={CRITERION_NAME_MAX_LENGTH}
          error={errors?.name?.message}
          {...register(`criteria.${index}.name`)}
        />
        <TextField
          label={t('rubric.weight')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CRITERION_WEIGHT_MAX}
          step={1}
          hint={share > 0 ? t('rubric.share', { percent: share }) : t('rubric.weightHint', { max: CRITERION_WEIGHT_MAX })}
          error={errors?.weight?.message}
          {...register(`criteria.${index}.weight`, { valueAsNumber: true })}
        />
        <TextArea
          className="sm:col-span-2"
          rows={2}
          label={t('rubric.criterionDescription')}
          maxLength={CRITERION_TEXT_MAX_LENGTH}
          error={errors?.description?.message}
          {...register(`criteria.${index}.description`)}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-900">{t('rubric.levels')}</legend>
        {levelsError && <p className="mt-1 text-sm text-red-700">{translateMessage(t, levelsError)}</p>}
        <div className="mt-2 space-y-3">
          {Array.from({ length: RUBRIC_LEVELS }, (_, level) => (
            <TextField
              key={level}
              label={levelLabel(level + 1)}
              maxLength={CRITERION_TEXT_MAX_LENGTH}
              error={errors?.levels?.[level]?.message}
              {...register(`criteria.${index}.levels.${level}`)}
            />
          ))}
        </div>
      </fieldset>
    </li>
  );
}
