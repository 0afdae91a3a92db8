import type { ReactNode } from 'react';
import { cx } from './cx';

type AlertTone = 'error' | 'info' | 'success';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-primary-200 bg-primary-50 text-primary-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A message box; errors use role="alert" so screen readers announce them when they appear. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
    </div>
  );
}
