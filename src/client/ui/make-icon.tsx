// How an icon of ui/icons.tsx is drawn: 24×24 line art in currentColor, decorative by default (the
// text next to an icon carries the meaning).
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface IconProps {
  className?: string;
}

export function makeIcon(shapes: ReactNode) {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('size-5 shrink-0', className)}
      >
        {shapes}
      </svg>
    );
  };
}
