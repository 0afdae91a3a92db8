// The application's way to its blueprint: Open blueprint once there is one; for programme staff who
// build blueprints, Start blueprint on a New application (its schools and resources become the draft).
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import type { ApplicationDetail } from '@contract/applications';
import { can } from '@contract/permissions';
import { paths } from '@client/app/paths';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useSession } from '@client/lib/use-session';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { MapIcon } from '@client/ui/icons';
import { startBlueprint } from '../api';

export function BlueprintAction({ application }: { application: ApplicationDetail }) {
  const { t } = useI18n();
  const { user } = useSession();
  const navigateTo = useNavigateTo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (application.blueprint) {
    return (
      <AppLink to={paths.blueprint(application.blueprint.id)} className={buttonClasses('secondary')}>
        <MapIcon className="size-4" />
        {t('blueprints.open')}
      </AppLink>
    );
  }
  if (application.status !== 'New' || !can(user?.authority ?? [], 'staff:blueprints')) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const id = await startBlueprint(application.id);
      navigateTo(paths.blueprintEdit(id));
    } catch (cause) {
      setError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprints.start.failed'));
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end">
      <Button loading={busy} onClick={() => void start()}>
        {!busy && <MapIcon className="size-4" />}
        {t('blueprints.start.action')}
      </Button>
      {error && (
        <span role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
