// What a person leaves open, shown in the deactivate dialog so someone can take it over: their
// Active checkouts with kits still out and their open checklist tasks.
import '@client/i18n/en/people';
import type { Handover } from '@contract/people';
import { formatOrderNumber } from '@contract/order-number';
import { useI18n } from '@client/i18n/use-i18n';

interface HandoverListProps {
  handover: Handover | undefined;
  error: unknown;
}

export function HandoverList({ handover, error }: HandoverListProps) {
  const { t, listDate } = useI18n();
  if (error) return null;
  if (!handover) return <p className="mt-3 text-sm text-slate-500">{t('people.handover.loading')}</p>;
  if (handover.checkouts.length === 0 && handover.tasks.length === 0) return <p className="mt-3 text-sm">{t('people.handover.none')}</p>;
  return (
    <section className="mt-4" aria-label={t('people.handover.title')}>
      <h3 className="font-medium text-slate-900">{t('people.handover.title')}</h3>
      {handover.checkouts.length > 0 && (
        <>
          <h4 className="mt-2 text-sm font-medium text-slate-800">{t('people.handover.checkouts')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {handover.checkouts.map((checkout) => {
              const vars = {
                order: formatOrderNumber(checkout.orderNumber),
                project: checkout.projectName,
                school: checkout.schoolName,
                kits: checkout.kitsOut,
              };
              return (
                <li key={checkout.id}>
                  {checkout.returnDate
                    ? t('people.handover.checkout', { ...vars, date: listDate(checkout.returnDate) })
                    : t('people.handover.checkoutNoDate', vars)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {handover.tasks.length > 0 && (
        <>
          <h4 className="mt-2 text-sm font-medium text-slate-800">{t('people.handover.tasks')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {handover.tasks.map((task) => (
              <li key={task.id}>
                {task.title}
                {task.dueDate ? ` (${t('people.handover.due', { date: listDate(task.dueDate) })})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
