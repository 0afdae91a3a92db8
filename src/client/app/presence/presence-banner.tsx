// "Sam Rivera is counting Lincoln Middle School too" / "Sam Rivera is also viewing this blueprint":
// a small, polite line (role="status") shown while someone else has the same school's count or
// blueprint open, and gone when they leave. Nothing at all when nobody else is there or offline.
import '@client/i18n/en/presence';
import type { PresenceActivity, PresentPerson } from '@contract/presence';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { usePresence } from './use-presence';

function useNames() {
  const { t, tp } = useI18n();
  return (people: PresentPerson[]) => {
    const [first, second] = people.map((person) => person.name);
    if (people.length === 1) return first!;
    if (people.length === 2) return t('presence.two', { first: first!, second: second! });
    return tp('presence.others', people.length - 1, { first: first! });
  };
}

interface PresenceBannerProps {
  /** `school:<id>` or `blueprint:<id>`; null while the page is still loading. */
  subject: string | null;
  activity: PresenceActivity;
  /** The school's name, for a count. */
  schoolName?: string;
  className?: string;
}

export function PresenceBanner({ subject, activity, schoolName = '', className }: PresenceBannerProps) {
  const { t } = useI18n();
  const names = useNames();
  const people = usePresence(subject, activity);
  if (people.length === 0) return null;
  const many = people.length > 1;
  const text = people.some((person) => person.activity === 'counting')
    ? t(many ? 'presence.countingMany' : 'presence.counting', { names: names(people), school: schoolName })
    : people.some((person) => person.activity === 'editing')
      ? t(many ? 'presence.editingMany' : 'presence.editing', { names: names(people) })
      : t(many ? 'presence.viewingMany' : 'presence.viewing', { names: names(people) });
  return (
    <p role="status" data-presence className={cx('flex items-center gap-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900', className)}>
      <span aria-hidden className="size-2 shrink-0 rounded-full bg-emerald-500" />
      {text}
    </p>
  );
}
