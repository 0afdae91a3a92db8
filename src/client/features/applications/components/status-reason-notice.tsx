// Why an application was set aside, in the words programme staff (or the district) gave, at the
// top of the application so the applicant reads it first.
import '@client/i18n/en/applications';
import type { ApplicationDetail } from '@contract/applications';
import { isSetAside } from '@contract/applications-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';

export function StatusReasonNotice({ application }: { application: ApplicationDetail }) {
  const { t } = useI18n();
  if (!isSetAside(application.status)) return null;
  return (
    <Alert tone="info" className="mb-4">
      <p className="font-medium">{t(`applications.setAside.${application.status}`)}</p>
      {application.statusReason && (
        <p className="mt-1 whitespace-pre-line">
          <span className="font-medium">{t('applications.setAside.reason')}</span> {application.statusReason}
        </p>
      )}
    </Alert>
  );
}
