// Two counts of this project that did not see each other: both are shown ("Counted 7 by A at
// 10:02, then 6 by B at 10:05") with the figure stored now, until someone records the right one.
// Resolving is an online action: it needs the server to know both counts.
import { useState } from 'react';
import type { CountConflict, ProjectDetail } from '../../../../contract/projects';
import { useI18n } from '../../../i18n/use-i18n';
import { formatTime, localDay } from '../../../lib/dates';
import { useCan } from '../../../lib/use-can';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { errorText } from '../../../ui/error-text';
import { resolveCountConflict } from '../api';

interface Props {
  project: ProjectDetail;
  onResolved: () => void;
}

function ConflictRow({ project, conflict, onResolved }: Props & { conflict: CountConflict }) {
  const { t, listDate } = useI18n();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => `${listDate(localDay(iso))} ${formatTime(iso)}`;
  const who = (name: string | null) => name ?? t('projects.conflict.someone');
  const resolve = async (kitsOnHand: number) => {
    setBusy(kitsOnHand);
    setError(null);
    try {
      await resolveCountConflict(project.id, conflict.id, kitsOnHand);
      onResolved();
    } catch (cause) {
      setError(errorText(cause, t));
    } finally {
      setBusy(null);
    }
  };
  const choices = [...new Set([conflict.earlier.kitsOnHand, conflict.later.kitsOnHand])];
  // The district settles from here; programme staff settle from the staff side (permissions.ts).
  const maySettle = useCan('district:act');
  return (
    <li className="mt-2">
      <p data-conflict>
        {t('projects.conflict.text', {
          first: conflict.earlier.kitsOnHand,
          firstBy: who(conflict.earlier.countedBy),
          firstAt: when(conflict.earlier.countedAt),
          second: conflict.later.kitsOnHand,
          secondBy: who(conflict.later.countedBy),
          secondAt: when(conflict.later.countedAt),
        })}
      </p>
      {maySettle && (
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((kits) => (
            <Button key={kits} size="sm" variant="secondary" loading={busy === kits} disabled={busy !== null} onClick={() => void resolve(kits)}>
              {t('projects.conflict.keep', { count: kits })}
            </Button>
          ))}
        </div>
      )}
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </li>
  );
}

export function CountConflictPanel({ project, onResolved }: Props) {
  const { t } = useI18n();
  if (project.countConflicts.length === 0) return null;
  return (
    <Alert tone="error" title={t('projects.conflict.title')} className="mb-6">
      <p>{t('projects.conflict.lead', { count: project.kitsOnHand })}</p>
      <ul>
        {project.countConflicts.map((conflict) => (
          <ConflictRow key={conflict.id} project={project} conflict={conflict} onResolved={onResolved} />
        ))}
      </ul>
    </Alert>
  );
}
