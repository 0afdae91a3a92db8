// Change a person's role (admins only): a role, and for a school success manager the districts
// they look after, as checkboxes in a Headless UI dialog (focus trap, Escape, labelled by its title).
import '@client/i18n/en/people';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { ROLES, type Role } from '@contract/constants';
import type { Person } from '@contract/people';
import { useI18n } from '@client/i18n/use-i18n';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { SelectField } from '@client/ui/select-field';

interface RoleDialogProps {
  person: Person | null;
  onClose: () => void;
  onSave: (person: Person, change: { role: Role; districtIds?: string[] }) => Promise<void>;
}

export function RoleDialog({ person, onClose, onSave }: RoleDialogProps) {
  const { t } = useI18n();
  const districts = useStaffDistricts();
  const [role, setRole] = useState<Role>('USER');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!person) return;
    setRole(person.role);
    setChosen(person.managedDistricts.map((district) => district.id));
    setError(null);
  }, [person]);

  const save = async () => {
    if (!person) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(person, role === 'SCHOOL_SUCCESS_MANAGER' ? { role, districtIds: chosen } : { role });
    } catch (cause) {
      setError(errorText(cause, t));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));

  return (
    <Dialog
      open={person !== null}
      onClose={() => !busy && onClose()}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{person ? t('people.roleTitle', { name: person.name }) : ''}</DialogTitle>
        <Description className="mt-1 text-sm text-slate-600">{person?.email}</Description>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SelectField label={t('people.roleField')} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`people.role.${value}`)}
              </option>
            ))}
          </SelectField>
          {role === 'SCHOOL_SUCCESS_MANAGER' && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('people.districtsField')}</legend>
              <p className="text-sm text-slate-600">{t('people.districtsHint')}</p>
              <div className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
                {(districts.data?.items ?? []).map((district) => (
                  <label key={district.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-primary-700"
                      checked={chosen.includes(district.id)}
                      onChange={() => toggle(district.id)}
                    />
                    {district.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('people.save')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
