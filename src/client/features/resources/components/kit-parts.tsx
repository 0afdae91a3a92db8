// A project kit's parts list on its catalogue page ("What's in the kit"): each part with how many
// a kit holds, and whether classes use it up (and how many per student) or it comes back.
import type { KitPart } from '@contract/supplies';
import '@client/i18n/en/supplies';
import { useI18n } from '@client/i18n/use-i18n';

export function KitParts({ parts }: { parts: readonly KitPart[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="resource-kit" className="card rounded-xl p-5 sm:p-6">
      <h2 id="resource-kit" className="text-base font-semibold text-slate-900">
        {t('catalogue.kit.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {parts.map((part) => (
          <li key={part.id} className="flex items-baseline justify-between gap-4 py-2">
            <span className="font-medium text-slate-900">
              {part.name} <span className="font-normal text-slate-600 tabular-nums">{t('catalogue.kit.perKit', { count: part.quantityPerKit })}</span>
            </span>
            <span className="text-end text-slate-600">
              {part.consumable
                ? part.usePerStudent
                  ? t('catalogue.kit.usedUp', { use: part.usePerStudent })
                  : t('catalogue.kit.usedUpPerKit')
                : t('catalogue.kit.returned')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
