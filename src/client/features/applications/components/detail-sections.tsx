// The panels of the application details: a titled card of label/value pairs, the schools with
// their facts and the selected resources.
import '@client/i18n/en/applications';
import { useId, type ReactNode } from 'react';
import type { ApplicationDetail } from '@contract/applications';
import { resourceTypeLabel, schoolFacts } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';

/** A titled panel; its heading names it, so it is a landmark region screen readers can jump to. */
function Panel({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    // The theme's card look (styles.css), as a section named by its heading.
    <section className={cx('card rounded-xl p-5', className)} aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function DetailCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Panel title={title} className={className}>
      <dl className="mt-4 grid grid-cols-[minmax(8rem,11rem)_1fr] gap-x-4 gap-y-3 text-sm">{children}</dl>
    </Panel>
  );
}

/** One label and value; `wide` puts the value under its label (for long text). */
export function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return wide ? (
    <div className="col-span-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  ) : (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

export function SchoolsCard({ numberOfSchools, schools }: Pick<ApplicationDetail, 'numberOfSchools' | 'schools'>) {
  const { t, number } = useI18n();
  return (
    <Panel title={t('applications.detail.schools')}>
      <p className="mt-1 text-sm text-slate-600">
        {t('applications.detail.numberOfSchools')} <strong className="text-slate-900">{number(numberOfSchools)}</strong>
      </p>
      {schools.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('applications.detail.noSchools')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {schools.map((school) => {
            const facts = schoolFacts(school, t, number);
            return (
              <li key={school.id} className="py-2.5 text-sm">
                <p className="font-medium text-slate-900">{school.name}</p>
                <p className="text-slate-600">{t('applications.detail.schoolFacts', facts)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function ResourcesCard({ resources }: Pick<ApplicationDetail, 'resources'>) {
  const { t, number } = useI18n();
  return (
    <Panel title={t('applications.detail.resources')}>
      {resources.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('applications.detail.noResources')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {resources.map((resource) => (
            <li key={resource.id} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
              <span>
                <span className="font-medium text-slate-900">{resource.name}</span>
                <span className="block text-slate-600">{resourceTypeLabel(t, resource.type)}</span>
              </span>
              <span className="shrink-0 text-slate-700 tabular-nums">{t('applications.detail.quantity', { count: number(resource.quantity) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
