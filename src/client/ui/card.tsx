import type { ElementType, ReactNode } from 'react';
import { cx } from './cx';

interface CardProps {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** A white panel: bordered, or lifted by a shadow when the theme's cardBordered is off (spec §3). */
export function Card({ as: Tag = 'div', className, children }: CardProps) {
  return <Tag className={cx('card rounded-xl', className)}>{children}</Tag>;
}
