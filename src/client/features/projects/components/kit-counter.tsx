// A number with big − and + buttons, made for counting kits on a touch screen: 64 px targets (48 px
// in the compact size), a large figure, and the keyboard too (arrow keys, Page Up and Down, Home and
// End, or type the number). What is typed stays as typed: "-1" is shown and reported as -1 (and text
// that is no number as NaN), so the screen's rule names the mistake instead of a different number
// being saved. That is why + and − are characters here, not steps.
import { useState, type KeyboardEvent, type Ref } from 'react';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { readTypedNumber, showTypedNumber } from '@client/lib/typed-number';
import { cx } from '@client/ui/cx';

interface KitCounterProps {
  id: string;
  /**
   * null while the field is empty. May be out of range, or NaN (text that is no number), while
   * typed: the screen's rule then shows its message. The buttons and arrow keys clamp.
   */
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  /** The accessible name of the number ("Kits on hand"). */
  label: string;
  /** ids of the texts that explain the limits and any error. */
  describedBy?: string;
  invalid?: boolean;
  size?: 'lg' | 'md';
  disabled?: boolean;
  /** The number's input, for a form that focuses the field its message is about. */
  ref?: Ref<HTMLInputElement>;
}

const INCREASE = new Set(['ArrowUp']);
const DECREASE = new Set(['ArrowDown']);

export function KitCounter({ id, value, onChange, min, max, label, describedBy, invalid, size = 'lg', disabled, ref }: KitCounterProps) {
  const { t } = useI18n();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  // The text as typed; it follows `value` whenever the value changes from outside (a button, a reset).
  const [text, setText] = useState(() => showTypedNumber(value));
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    if (!Object.is(readTypedNumber(text), value)) setText(showTypedNumber(value));
  }
  const current = value === null || Number.isNaN(value) ? null : value;
  const step = (delta: number) => onChange(clamp(Math.round(current ?? (delta > 0 ? min - 1 : min + 1)) + delta));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // − sits at the start and + at the end, so the arrow towards + adds: → left to right, ← right to left.
    const towardsPlus = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const towardsMinus = towardsPlus === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    if (INCREASE.has(event.key) || event.key === towardsPlus) step(1);
    else if (DECREASE.has(event.key) || event.key === towardsMinus) step(-1);
    else if (event.key === 'Home') onChange(min);
    else if (event.key === 'End') onChange(max);
    else if (event.key === 'PageUp') onChange(clamp(Math.round(current ?? min) + 5));
    else if (event.key === 'PageDown') onChange(clamp(Math.round(current ?? min) - 5));
    else return;
    event.preventDefault();
  };

  const large = size === 'lg';
  const buttonClass = cx(
    'flex shrink-0 items-center justify-center rounded-full border-2 font-semibold transition-colors select-none',
    'border-primary-600 bg-white text-primary-700 hover:bg-primary-50 active:bg-primary-100',
    'disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-300 disabled:hover:bg-white',
    large ? 'size-16 text-4xl' : 'size-12 text-2xl',
  );

  return (
    <div className={cx('flex items-center', large ? 'gap-4 sm:gap-6' : 'gap-3')}>
      <button
        type="button"
        className={buttonClass}
        onClick={() => step(-1)}
        disabled={disabled || (current !== null && current <= min)}
        aria-controls={id}
      >
        <span aria-hidden="true">−</span>
        <span className="sr-only">{t('projects.counter.remove')}</span>
      </button>
      <input
        id={id}
        ref={ref}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current ?? undefined}
        aria-valuetext={text.trim() === '' ? t('projects.counter.empty') : current === null || String(current) !== text.trim() ? text : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={text}
        maxLength={12}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const typed = event.target.value;
          const read = readTypedNumber(typed);
          setText(typed);
          setShownValue(read);
          onChange(read);
        }}
        onFocus={(event) => event.target.select()}
        className={cx(
          'rounded-xl border-2 bg-white text-center font-bold text-slate-900 tabular-nums',
          'focus:outline-3 focus:outline-offset-2 focus:outline-primary-600',
          invalid ? 'border-red-500' : 'border-slate-200',
          large ? 'h-24 w-32 text-6xl' : 'h-12 w-20 text-2xl',
        )}
      />
      <button
        type="button"
        className={buttonClass}
        onClick={() => step(1)}
        disabled={disabled || (current !== null && current >= max)}
        aria-controls={id}
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">{t('projects.counter.add')}</span>
      </button>
    </div>
  );
}
