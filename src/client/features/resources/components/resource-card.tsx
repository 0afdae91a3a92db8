import type { ResourceSummary } from '@contract/resources';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { BookIcon, ClockIcon, UsersIcon } from '@client/ui/icons';
import { slugOfApiType } from '../api';

/** One resource in a list: the whole card opens its details (the title is the link). */
export function ResourceCard({ resource }: { resource: ResourceSummary }) {
  const { t, tp, money } = useI18n();
  const slug = slugOfApiType(resource.type);
  return (
    <article className="card group relative flex h-full flex-col rounded-xl p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Badge tone="primary">{t(`resources.type.${slug}`)}</Badge>
        <span className="text-sm font-semibold text-slate-900 tabular-nums">
          {resource.unitCostCents === 0 ? t('resources.free') : money(resource.unitCostCents)}
        </span>
      </div>
      <h2 className="mt-3 text-base font-semibold text-slate-900">
        {/* The link's box covers the card, so anywhere on it opens the details. */}
        <AppLink
          to={paths.resource(slug, resource.id)}
          className="rounded after:absolute after:inset-0 after:rounded-xl group-hover:text-primary-800"
        >
          {resource.name}
        </AppLink>
      </h2>
      {resource.summary && <p className="mt-1.5 line-clamp-3 text-sm text-slate-600">{resource.summary}</p>}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1.5 pt-4 text-xs text-slate-600">
        {resource.gradeBand && (
          <li className="flex items-center gap-1.5">
            <UsersIcon className="size-4 text-slate-500" />
            {t('resources.grades', { band: resource.gradeBand })}
          </li>
        )}
        {resource.duration && (
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 text-slate-500" />
            {resource.duration}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <BookIcon className="size-4 text-slate-500" />
          {tp('resources.lessons', resource.lessonCount)}
        </li>
      </ul>
    </article>
  );
}
