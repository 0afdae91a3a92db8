import type { ProjectSummary } from '@contract/projects';
import type { I18n } from '@client/i18n/locale-store';
import { localDay } from '@client/lib/dates';

/**
 * When a project's latest count was made, as the screens show it: the moment on the counting device
 * (lastCountedAt), or the server's record of it in a copy saved before that field existed.
 */
export const countedWhen = (project: Pick<ProjectSummary, 'lastCountedAt' | 'inventoryUpdatedAt'>): string | null =>
  project.lastCountedAt ?? project.inventoryUpdatedAt;

/**
 * A count still waiting on this device, by when it was made there ("Counted just now · not synced"):
 * every screen says it the same way, so a fresh count never reads as the server's old one.
 */
export function pendingCountText(madeAt: string, { t, tp, listDate }: Pick<I18n, 't' | 'tp' | 'listDate'>, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(madeAt)) / 60_000);
  if (minutes < 1) return t('projects.countedPending.justNow');
  if (minutes < 60) return tp('projects.countedPending.minutesAgo', minutes);
  return t('projects.countedPending.on', { date: listDate(localDay(madeAt)) });
}
