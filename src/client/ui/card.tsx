import type { ElementType, ReactNode } from 'react';
import { cx } from './cx';

interface CardProps {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** A bordered white panel (the theme's cardBordered look, spec §3). */
export function Card({ as: Tag = 'div', className, children }: CardProps) {
  return (
    <Tag className={cx('rounded-xl border border-slate-200 bg-white shadow-xs', className)}>{children}</Tag>
  );
}
