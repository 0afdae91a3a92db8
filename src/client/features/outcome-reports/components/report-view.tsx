// A report as it was sent: its figures, highlights and photos, who submitted and reviewed it, and
// staff's comment. The district's read-only view and the staff's detail both show it.
import '@client/i18n/en/outcome-reports';
import type { OutcomeReport } from '@contract/outcome-reports';
import { OUTCOME_FIGURES } from '@contract/outcome-reports-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { usePhotoUrls } from './photo-urls';

export function ReportView({ report }: { report: OutcomeReport }) {
  const { t, detailDate, number } = useI18n();
  const { urls } = usePhotoUrls(report.photos.map((photo) => photo.id));
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        {OUTCOME_FIGURES.map((field) => (
          <div key={field} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t(`outcomes.field.${field}`)}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
              {report[field] === null ? t('outcomes.notGiven') : number(report[field])}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('outcomes.field.highlights')}</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{report.highlights || t('outcomes.noHighlights')}</p>
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('outcomes.field.photos')}</h3>
        {report.photos.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('outcomes.noPhotos')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {report.photos.map((photo, index) => (
              <li key={photo.id}>
                {urls.get(photo.id) ? (
                  <img
                    src={urls.get(photo.id)}
                    alt={t('outcomes.photoAlt', { place: index + 1, term: report.term.name })}
                    className="size-28 rounded-lg border border-slate-200 object-cover"
                  />
                ) : (
                  <span className="block size-28 animate-pulse rounded-lg bg-slate-100" />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1 text-sm text-slate-600">
        {report.submittedBy && report.submittedAt && (
          <p>{t('outcomes.submittedBy', { name: report.submittedBy.name, date: detailDate(localDay(report.submittedAt)) })}</p>
        )}
        {report.reviewedBy && report.reviewedAt && (
          <p>{t('outcomes.reviewedBy', { name: report.reviewedBy.name, date: detailDate(localDay(report.reviewedAt)) })}</p>
        )}
      </div>
    </div>
  );
}
