// A resource's lessons in order. Open and Download are disabled, with the reason beside them, when
// no link or file is attached yet (spec §4).
import { useId, type MouseEvent } from 'react';
import type { Lesson } from '@contract/resources';
import { useI18n } from '@client/i18n/use-i18n';
import { downloadSavedLessonFile } from '@client/lib/lesson-files';
import { buttonClasses } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { DownloadIcon, ExternalLinkIcon } from '@client/ui/icons';

export function LessonList({ lessons }: { lessons: readonly Lesson[] }) {
  const { t } = useI18n();
  if (lessons.length === 0) return <p className="text-sm text-slate-600">{t('resources.lessons.none')}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {lessons.map((lesson, index) => (
        <li key={lesson.id}>
          <LessonRow lesson={lesson} number={index + 1} />
        </li>
      ))}
    </ol>
  );
}

/**
 * With no network, Download hands over the copy kept by "Prepare for offline" (the file's own host
 * is out of reach); online, or with no copy, the link behaves as a link.
 */
const fromDevice = (fileUrl: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (navigator.onLine) return;
  event.preventDefault();
  void downloadSavedLessonFile(fileUrl).then((handed) => {
    if (!handed) window.location.assign(fileUrl);
  });
};

function LessonRow({ lesson, number }: { lesson: Lesson; number: number }) {
  const { t } = useI18n();
  const reasonId = useId();
  const missing = [!lesson.url && t('resources.lessons.noLink'), !lesson.fileUrl && t('resources.lessons.noFile')].filter(Boolean);
  const small = cx(buttonClasses('secondary', 'sm'), 'min-w-28');
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
        >
          {number}
        </span>
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            <span className="sr-only">{t('resources.lessons.number', { number })} </span>
            {lesson.title}
          </p>
          <p className="text-sm text-slate-600">
            {lesson.durationMinutes !== null && t('resources.lessons.minutes', { minutes: lesson.durationMinutes })}
          </p>
          {missing.length > 0 && (
            <p id={reasonId} className="mt-0.5 text-sm text-amber-800">
              {missing.join(' ')}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 ps-11 sm:ps-0">
        {lesson.url ? (
          <a href={lesson.url} target="_blank" rel="noopener noreferrer" className={small}>
            <ExternalLinkIcon className="size-4 rtl:-scale-x-100" />
            {t('resources.lessons.open')}
            <span className="sr-only">
              {' '}
              {lesson.title} ({t('resources.lessons.newTab')})
            </span>
          </a>
        ) : (
          <button type="button" disabled aria-describedby={reasonId} className={small}>
            <ExternalLinkIcon className="size-4 rtl:-scale-x-100" />
            {t('resources.lessons.open')}
            <span className="sr-only"> {lesson.title}</span>
          </button>
        )}
        {lesson.fileUrl ? (
          <a href={lesson.fileUrl} download className={small} onClick={fromDevice(lesson.fileUrl)}>
            <DownloadIcon className="size-4" />
            {t('resources.lessons.download')}
            <span className="sr-only"> {lesson.title}</span>
          </a>
        ) : (
          <button type="button" disabled aria-describedby={reasonId} className={small}>
            <DownloadIcon className="size-4" />
            {t('resources.lessons.download')}
            <span className="sr-only"> {lesson.title}</span>
          </button>
        )}
      </div>
    </div>
  );
}
