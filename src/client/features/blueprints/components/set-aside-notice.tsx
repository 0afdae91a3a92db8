// The notice on a blueprint whose application is waitlisted, declined or withdrawn: the blueprint is
// read-only until staff reopen the application, so the notice says so in the server's own words and
// links to the application, where reopening happens.
import '@client/i18n/en/blueprints';
import { isSetAside } from '@contract/applications-messages';
import { blueprintMessages } from '@contract/blueprints-messages';
import type { BlueprintDetail } from '@contract/blueprints';
import { paths } from '@client/app/paths';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';

/** Whether the blueprint's application is set aside, which makes the blueprint read-only. */
export const isReadOnlyBlueprint = (b: Pick<BlueprintDetail, 'application'>) => isSetAside(b.application.status);

export function SetAsideNotice({ blueprint: b, staff, className }: { blueprint: BlueprintDetail; staff: boolean; className?: string }) {
  const { t } = useI18n();
  if (!isReadOnlyBlueprint(b)) return null;
  return (
    <Alert className={className}>
      <p>{translateMessage(t, blueprintMessages.applicationSetAside(b.application.status))}</p>
      <AppLink
        to={staff ? paths.staffApplication(b.application.id) : paths.application(b.application.id)}
        className="mt-1 inline-block font-medium underline"
      >
        {t('blueprint.setAside.open', { number: String(b.application.applicationNumber) })}
      </AppLink>
    </Alert>
  );
}
