import '../i18n/en/ui';
import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

interface SpinnerProps {
  /** The spec's two spinner sizes (§9). */
  size?: 20 | 40;
  /** Colour classes for the ring; the primary colour unless given. */
  className?: string;
  /** Text for screen readers ("Loading…" unless given); null when the surrounding control already says what is happening. */
  label?: string | null;
}

export function Spinner({ size = 40, className, label: given }: SpinnerProps) {
  const { t } = useI18n();
  const label = given === undefined ? t('ui.loading') : given;
  return (
    <span className="inline-flex items-center" role={label ? 'status' : undefined}>
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        className={cx('animate-spin', className ?? 'text-primary-600')}
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred spinner for a screen or panel that is still loading. */
export function LoadingPanel({ label }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center py-16">
      <Spinner size={40} label={label} />
    </div>
  );
}
