// Two counts of this project that did not see each other: both are shown ("Counted 7 by A at
// 10:02, then 6 by B at 10:05") with the figure stored now, until someone records the right one.
// Resolving is an online action: it needs the server to know both counts.
import type { ProjectDetail } from '@contract/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { Alert } from '@client/ui/alert';
import { resolveCountConflict } from '../api';
import { ConflictResolveForm, ConflictText } from './count-conflict-resolution';

interface Props {
  project: ProjectDetail;
  onResolved: () => void;
}

export function CountConflictPanel({ project, onResolved }: Props) {
  const { t } = useI18n();
  // The district settles from here; programme staff settle from the staff side (permissions.ts).
  const maySettle = useCan('district:act');
  if (project.countConflicts.length === 0) return null;
  return (
    <Alert tone="error" title={t('projects.conflict.title')} className="mb-6">
      <p>{t('projects.conflict.lead', { count: project.kitsOnHand })}</p>
      <ul>
        {project.countConflicts.map((conflict) => (
          <li key={conflict.id} className="mt-2">
            <ConflictText conflict={conflict} />
            {maySettle && (
              <ConflictResolveForm
                conflict={conflict}
                resolve={(kitsOnHand) => resolveCountConflict(project.id, conflict.id, kitsOnHand)}
                onResolved={onResolved}
              />
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
