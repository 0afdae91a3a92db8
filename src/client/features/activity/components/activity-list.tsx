// Activity entries as a timeline: the sentence, who can see it, where, and when (DD MMM YYYY, HH:MM).
import '@client/i18n/en/activity';
import type { ActivityEntry } from '@contract/activity';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { describeActivity } from '../describe';

/** Where staff open what an entry is about. */
function targetOf(entry: ActivityEntry): string | null {
  switch (entry.entityType) {
    case 'application':
      return paths.staffApplication(entry.entityId);
    case 'resource':
      return paths.editResource(entry.entityId);
    case 'action-task':
      return paths.staffTasks();
    case 'invitation':
      return paths.invitations();
    case 'outcome-report':
      return `${paths.staffOutcomeReports()}?report=${entry.entityId}`;
    default:
      return null;
  }
}

interface ActivityListProps {
  entries: ActivityEntry[];
  /** Staff see who may read each entry, its district and a link to what it is about. */
  staff?: boolean;
  /** Off where every entry is about the page itself (an application's history). */
  links?: boolean;
  label: string;
}

export function ActivityList({ entries, staff = false, links = staff, label }: ActivityListProps) {
  const i18n = useI18n();
  const { t, detailDate } = i18n;
  return (
    <ol aria-label={label} className="space-y-0">
      {entries.map((entry) => {
        const target = links ? targetOf(entry) : null;
        return (
          <li key={entry.id} className="relative border-s-2 border-slate-200 ps-5 pb-5 last:pb-0">
            <span aria-hidden="true" className="absolute -start-[7px] top-1.5 size-3 rounded-full border-2 border-white bg-primary-600" />
            <p className="text-sm text-slate-900">{describeActivity(entry, i18n)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <time dateTime={entry.createdAt}>
                {t('activity.when', { day: detailDate(localDay(entry.createdAt)), time: formatTime(entry.createdAt) })}
              </time>
              {staff && entry.district && <span>{entry.district.name}</span>}
              {staff && (
                <Badge tone={entry.visibility === 'district' ? 'primary' : 'neutral'}>
                  {t(entry.visibility === 'district' ? 'activity.visibility.district' : 'activity.visibility.staff')}
                </Badge>
              )}
              {target && (
                <AppLink to={target} className="font-semibold text-primary-800 hover:underline">
                  {t('activity.open')}
                  <span className="sr-only"> {entry.subject ?? ''}</span>
                </AppLink>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
