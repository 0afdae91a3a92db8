import type { ComponentType } from 'react';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { BookIcon, CalendarIcon, GridIcon, LifebuoyIcon, SparklesIcon, type IconProps } from '@client/ui/icons';
import { Panel } from './panel';

const SHORTCUTS: { to: string; titleId: MessageId; textId: MessageId; icon: ComponentType<IconProps> }[] = [
  { to: paths.resources(), titleId: 'dashboard.shortcuts.resources', textId: 'dashboard.shortcuts.resources.text', icon: GridIcon },
  { to: paths.planning(), titleId: 'dashboard.shortcuts.planning', textId: 'dashboard.shortcuts.planning.text', icon: CalendarIcon },
  { to: paths.curriculum(), titleId: 'dashboard.shortcuts.curriculum', textId: 'dashboard.shortcuts.curriculum.text', icon: BookIcon },
  { to: paths.support(), titleId: 'dashboard.shortcuts.support', textId: 'dashboard.shortcuts.support.text', icon: LifebuoyIcon },
];

export function ShortcutsPanel() {
  const { t } = useI18n();
  return (
    <Panel title={t('dashboard.shortcuts.title')} icon={SparklesIcon}>
      <ul className="-mx-2 space-y-1">
        {SHORTCUTS.map(({ to, titleId, textId, icon: Icon }) => (
          <li key={to}>
            <AppLink to={to} className="flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
              <Icon className="mt-0.5 text-primary-700" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t(titleId)}</span>
                <span className="block text-sm text-slate-600">{t(textId)}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
