import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { LogoMark } from '@client/ui/logo';

interface BrandLinkProps {
  to: string;
  onClick?: () => void;
  /** Only the mark (collapsed navigation, narrow rails); the name stays for screen readers. */
  markOnly?: boolean;
  /** 'nav': drawn on the navigation's colour; 'page': on the page's surfaces. */
  surface?: 'nav' | 'page';
  className?: string;
}

/** The logo as a link home; the name is real text, so it reads as "Hands-On Portal". */
export function BrandLink({ to, onClick, markOnly = false, surface = 'nav', className }: BrandLinkProps) {
  const { t } = useI18n();
  return (
    <AppLink to={to} onClick={onClick} className={cx('inline-flex items-center gap-2.5 rounded-lg', className)}>
      <LogoMark />
      <span
        className={cx(
          'text-lg font-bold tracking-tight whitespace-nowrap',
          surface === 'nav' ? 'text-(--nav-strong)' : 'text-slate-900',
          markOnly && 'sr-only',
        )}
      >
        {t('brand.name')}
      </span>
    </AppLink>
  );
}
