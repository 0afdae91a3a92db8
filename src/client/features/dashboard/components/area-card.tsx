import type { ComponentType } from 'react';
import { AppLink } from '../../../ui/app-link';
import { ArrowRightIcon, type IconProps } from '../../../ui/icons';

interface AreaCardProps {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<IconProps>;
}

/** A whole-card link to one area of the portal. */
export function AreaCard({ title, description, to, icon: Icon }: AreaCardProps) {
  return (
    <AppLink
      to={to}
      className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-primary-300 hover:shadow-md sm:flex-col sm:gap-0"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 transition-colors group-hover:bg-primary-600 group-hover:text-white">
        <Icon />
      </span>
      <span className="flex flex-col sm:mt-4">
        <span className="flex items-center gap-1.5 text-base font-semibold text-slate-900">
          {title}
          <ArrowRightIcon className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-primary-600" />
        </span>
        <span className="mt-1 text-sm text-slate-600">{description}</span>
      </span>
    </AppLink>
  );
}
