import { cx } from './cx';

interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  /** The bar's accessible name, e.g. "Tasks done". */
  label: string;
  /** What a screen reader hears as the value, e.g. "3 of 8" (defaults to the percentage). */
  valueText?: string;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  className?: string;
}

const fills = {
  primary: 'bg-primary-600',
  success: 'bg-emerald-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
} as const;

/** A horizontal bar for a share of something (tasks done, time left), announced as a progress bar. */
export function ProgressBar({ value, label, valueText, tone = 'primary', className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cx('h-full rounded-full transition-[width] duration-500', fills[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}
