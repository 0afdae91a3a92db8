// One district of the directory editor: its facts (edit), its schools (add, edit; a typed one is
// matched to a directory school of the district or accepted), and for a typed district "Match to a
// directory district" (a search of the directory) or "Accept as new". Each asks first.
import '@client/i18n/en/directory';
import { useState } from 'react';
import type { DirectoryDistrictDetail, DirectorySchool } from '@contract/directory-admin';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useSearchBox } from '@client/lib/use-search-box';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { acceptDistrict, acceptSchool, mergeDistrict, mergeSchool, useDirectoryDistrict, useDirectoryDistricts, useRefreshDirectory } from './api';
import { DistrictForm } from './district-form';
import { SchoolForm } from './school-form';

type Pending =
  | { kind: 'merge-district'; target: { id: string; name: string } }
  | { kind: 'accept-district' }
  | { kind: 'merge-school'; school: DirectorySchool; target: DirectorySchool }
  | { kind: 'accept-school'; school: DirectorySchool };

export function DirectoryDistrictPage({ id }: { id: string }) {
  const { t } = useI18n();
  const detail = useDirectoryDistrict(id);
  const navigate = useNavigateTo();
  const refresh = useRefreshDirectory();
  const [editing, setEditing] = useState(false);
  const [schoolForm, setSchoolForm] = useState<DirectorySchool | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [schoolTargets, setSchoolTargets] = useState<Record<string, string>>({});

  if (detail.error && !detail.data)
    return <LoadError error={detail.error} onRetry={() => void detail.mutate()} what={t('directory.district.what')} />;
  if (!detail.data) return <Spinner label={t('directory.district.loading')} />;
  const district = detail.data;
  const listedSchools = district.schools.filter((s) => !s.unlisted);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    setFeedback(null);
    try {
      if (pending.kind === 'merge-district') {
        await mergeDistrict(district.id, pending.target.id);
        await refresh();
        navigate(paths.directoryDistrict(pending.target.id));
        setFeedback({ tone: 'success', text: t('directory.district.merged', { from: district.name }) });
      } else if (pending.kind === 'accept-district') {
        await acceptDistrict(district.id);
        await refresh();
        setFeedback({ tone: 'success', text: t('directory.district.accepted', { name: district.name }) });
      } else if (pending.kind === 'merge-school') {
        await mergeSchool(pending.school.id, pending.target.id);
        await refresh();
      } else {
        await acceptSchool(pending.school.id);
        await refresh();
      }
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = dialogText(pending, district, t);
  return (
    <>
      <AppLink to={paths.directory()} className="mb-2 inline-flex items-center gap-1.5 text-sm text-slate-600 hover:underline">
        ← {t('directory.back')}
      </AppLink>
      <PageHeader
        title={district.name}
        description={[district.city, district.state, district.ncesId && `NCES ${district.ncesId}`].filter(Boolean).join(' · ')}
        actions={
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('directory.district.edit')}
            </Button>
          )
        }
      />
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      {editing && (
        <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
          <DistrictForm district={district} onDone={() => setEditing(false)} />
        </div>
      )}
      {district.unlisted && (
        <section className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4" aria-labelledby="typed-heading">
          <h2 id="typed-heading" className="font-semibold text-amber-950">
            {t('directory.district.typedTitle')}
          </h2>
          <p className="mt-1 text-sm text-amber-950">{t('directory.district.typedText')}</p>
          <DistrictMatcher exceptId={district.id} onChoose={(target) => setPending({ kind: 'merge-district', target })} />
          <Button className="mt-3" variant="secondary" onClick={() => setPending({ kind: 'accept-district' })}>
            {t('directory.district.accept')}
          </Button>
        </section>
      )}
      <section aria-labelledby="schools-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="schools-heading" className="text-base font-semibold text-slate-900">
            {t('directory.schools.title')}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => setSchoolForm('new')}>
            {t('directory.addSchool')}
          </Button>
        </div>
        {schoolForm === 'new' && (
          <div className="mb-4 rounded-lg border border-slate-200 p-3">
            <SchoolForm districtId={district.id} onDone={() => setSchoolForm(null)} />
          </div>
        )}
        {district.schools.length === 0 ? (
          <p className="text-sm text-slate-600">{t('directory.schools.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {district.schools.map((school) => (
              <li key={school.id} className="py-3">
                {schoolForm !== 'new' && schoolForm?.id === school.id ? (
                  <SchoolForm districtId={district.id} school={school} onDone={() => setSchoolForm(null)} />
                ) : (
                  <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">
                        {school.name} {school.unlisted && <Badge tone="warning">{t('directory.schools.typed')}</Badge>}
                      </p>
                      <p className="text-sm text-slate-600">
                        {[school.city, school.state, school.gradeBand, school.titleIStatus, school.ncesId && `NCES ${school.ncesId}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-end gap-2">
                      {school.unlisted && listedSchools.length > 0 && (
                        <>
                          <SelectField
                            label={t('directory.schools.chooseTarget', { name: school.name })}
                            hideLabel
                            value={schoolTargets[school.id] ?? ''}
                            onChange={(event) => setSchoolTargets({ ...schoolTargets, [school.id]: event.target.value })}
                          >
                            <option value="">{t('directory.schools.chooseOne')}</option>
                            {listedSchools.map((s) => (
                              <option key={s.id} value={s.id}>
                                {s.name}
                              </option>
                            ))}
                          </SelectField>
                          <Button
                            size="sm"
                            disabled={!schoolTargets[school.id]}
                            onClick={() => {
                              const target = listedSchools.find((s) => s.id === schoolTargets[school.id]);
                              if (target) setPending({ kind: 'merge-school', school, target });
                            }}
                          >
                            {t('directory.schools.match')}
                          </Button>
                        </>
                      )}
                      {school.unlisted && (
                        <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'accept-school', school })}>
                          {t('directory.schools.accept')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('directory.editSchoolName', { name: school.name })}
                        onClick={() => setSchoolForm(school)}
                      >
                        {t('directory.schools.edit')}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        cancelLabel={t('directory.keep')}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void run()}
      >
        {dialog.text}
      </ConfirmDialog>
    </>
  );
}

function dialogText(pending: Pending | null, district: DirectoryDistrictDetail, t: ReturnType<typeof useI18n>['t']) {
  switch (pending?.kind) {
    case 'merge-district':
      return {
        title: t('directory.district.mergeTitle', { from: district.name, to: pending.target.name }),
        text: t('directory.district.mergeText', { from: district.name, to: pending.target.name }),
        confirm: t('directory.district.mergeConfirm'),
      };
    case 'accept-district':
      return {
        title: t('directory.district.acceptTitle', { name: district.name }),
        text: t('directory.district.acceptText'),
        confirm: t('directory.district.accept'),
      };
    case 'merge-school':
      return {
        title: t('directory.schools.mergeTitle', { from: pending.school.name, to: pending.target.name }),
        text: t('directory.schools.mergeText', { from: pending.school.name, to: pending.target.name }),
        confirm: t('directory.district.mergeConfirm'),
      };
    case 'accept-school':
      return {
        title: t('directory.schools.acceptTitle', { name: pending.school.name }),
        text: t('directory.district.acceptText'),
        confirm: t('directory.schools.accept'),
      };
    default:
      return { title: '', text: '', confirm: '' };
  }
}

/** "Match to a directory district": a search of the directory's own (not typed) districts. */
function DistrictMatcher({ exceptId, onChoose }: { exceptId: string; onChoose: (target: { id: string; name: string }) => void }) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useSearchBox(query, setQuery);
  const results = useDirectoryDistricts(query ? { search: query, show: 'listed', limit: 8, offset: 0 } : null);
  const items = (results.data?.items ?? []).filter((d) => d.id !== exceptId);
  return (
    <div className="mt-3">
      <TextField
        label={t('directory.district.matchTo')}
        hint={t('directory.district.matchSearch')}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div aria-live="polite" className="mt-2">
        {query && !results.data && <Spinner size={20} label={t('directory.loading')} />}
        {query && results.data && items.length === 0 && <p className="text-sm text-slate-700">{t('directory.district.matchNone', { query })}</p>}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
            {items.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{d.name}</span>
                  <span className="block text-sm text-slate-600">{[d.city, d.state, d.ncesId].filter(Boolean).join(' · ')}</span>
                </span>
                <Button
                  size="sm"
                  aria-label={t('directory.district.matchChoose', { name: d.name })}
                  onClick={() => onChoose({ id: d.id, name: d.name })}
                >
                  {t('directory.match')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
