// The confirmation the dashboard opens on after the wizard's submit (/dashboard?submitted=<number>):
// the application is in, its number, the e-mail that confirms it, what programme staff do next
// and how long that usually takes. It stays on a reload until dismissed.
import { useSearchParams } from 'wouter';
import { APPLICATION_REVIEW_WORKING_DAYS } from '@contract/applications-messages';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { useDashboardSummary } from '../api';

/** The number the URL names, when it is one. */
export function submittedNumberOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function SubmittedNotice({ applicationNumber, email }: { applicationNumber: number; email: string | null }) {
  const { t, number } = useI18n();
  const [, setParams] = useSearchParams();
  const { data } = useDashboardSummary();
  const application = data?.application?.applicationNumber === applicationNumber ? data.application : null;
  return (
    <Alert tone="success" title={t('dashboard.submitted.title', { number: String(applicationNumber) })} className="mb-8 text-base">
      {email && <p>{t('dashboard.submitted.mailed', { email })}</p>}
      <p className="mt-1">{t('dashboard.submitted.next', { days: number(APPLICATION_REVIEW_WORKING_DAYS) })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {application && (
          <AppLink to={paths.application(application.id)} className="font-semibold underline underline-offset-2">
            {t('dashboard.submitted.open', { number: String(applicationNumber) })}
          </AppLink>
        )}
        <Button variant="secondary" size="sm" onClick={() => setParams({}, { replace: true })}>
          {t('dashboard.submitted.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
