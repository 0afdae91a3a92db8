import { useI18n } from '../i18n/use-i18n';
import { cx } from './cx';

/** The programme's mark: a building block, for hands-on kits. Same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" className={cx('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0284c7" />
      <path d="M32 13 47 21.75 32 30.5 17 21.75Z" fill="#fff" />
      <path d="M17 24.5 30.5 32.4V50L17 42.1Z" fill="#fff" fillOpacity=".78" />
      <path d="M47 24.5 33.5 32.4V50L47 42.1Z" fill="#fff" fillOpacity=".55" />
    </svg>
  );
}

/**
 * Mark and name; the name is real text so the logo reads as "Hands-On Portal". Its last word takes
 * the primary colour (a name of one word stays in one colour).
 */
export function Logo({ className }: { className?: string }) {
  const { t } = useI18n();
  const name = t('brand.name');
  const cut = name.lastIndexOf(' ');
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-slate-900">
        {cut > 0 ? (
          <>
            {name.slice(0, cut + 1)}
            <span className="text-primary-700">{name.slice(cut + 1)}</span>
          </>
        ) : (
          name
        )}
      </span>
    </span>
  );
}
