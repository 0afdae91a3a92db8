// The settings panel (spec §3 theme settings and language, and the account's e-mail reminders and
// notification choices), a drawer from the top bar. Every choice
// applies at once, without a reload, and is kept on this device (storage::1::theme, ::locale).
import '@client/i18n/en/frame';
import '@client/i18n/en/settings';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId } from 'react';
import {
  cardBorderSelectable,
  COLLAPSIBLE_LAYOUTS,
  CONTROL_SIZES,
  initialTheme,
  LAYOUT_TYPES,
  navModeSelectable,
  PRIMARY_COLOR_LEVELS,
  THEME_COLORS,
  withCardBordered,
  withLayout,
  withMode,
  withNavMode,
  type ControlSize,
  type Direction,
  type Mode,
  type NavMode,
  type PrimaryColorLevel,
  type ThemeColor,
} from '@client/app/theme/theme-settings';
import { setTheme } from '@client/app/theme/theme-store';
import { useTheme } from '@client/app/theme/use-theme';
import { isLocale, LOCALE_CODES, LOCALES } from '@client/i18n/locales';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { CloseIcon, MoonIcon, SunIcon } from '@client/ui/icons';
import { CalendarSettings } from './components/calendar-settings';
import { chooseLanguage } from './language';
import { ChoiceGroup } from './components/choice-group';
import { LayoutSketch } from './components/layout-sketch';
import { NotificationSettings } from './components/notification-settings';
import { ReminderSettings } from './components/reminder-settings';
import { ToggleRow } from './components/toggle-row';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

// Swatches draw each colour's own 600 shade, whatever colour is chosen now.
const SWATCH: Record<ThemeColor, string> = {
  sky: 'oklch(58.8% 0.158 241.966)',
  blue: 'oklch(54.6% 0.245 262.881)',
  indigo: 'oklch(51.1% 0.262 276.966)',
  violet: 'oklch(54.1% 0.281 293.009)',
  emerald: 'oklch(59.6% 0.145 163.225)',
  teal: 'oklch(60% 0.118 184.704)',
  amber: 'oklch(66.6% 0.179 58.318)',
  rose: 'oklch(58.6% 0.253 17.585)',
};

export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const theme = useTheme();
  const { t, locale } = useI18n();
  const languageId = useId();
  const update = setTheme;

  const reset = () => {
    const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    update({ ...initialTheme(prefersDark), panelExpand: true });
    void chooseLanguage(null);
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-full max-w-sm flex-col bg-white shadow-xl transition duration-200 data-closed:ltr:translate-x-full data-closed:rtl:-translate-x-full"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 ps-6 pe-3">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('settings.title')}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t('settings.close')}</span>
          </button>
        </div>

        <div className="flex-1 space-y-7 overflow-y-auto px-6 py-6">
          <ChoiceGroup<Mode>
            label={t('settings.mode')}
            value={theme.mode}
            onChange={(mode) => update((current) => withMode(current, mode))}
            choices={[
              { value: 'light', label: t('settings.mode.light'), visual: <SunIcon /> },
              { value: 'dark', label: t('settings.mode.dark'), visual: <MoonIcon /> },
            ]}
          />

          <ChoiceGroup<ThemeColor>
            label={t('settings.themeColor')}
            value={theme.themeColor}
            columns={4}
            compact
            onChange={(themeColor) => update((current) => ({ ...current, themeColor }))}
            choices={THEME_COLORS.map((color) => ({
              value: color,
              label: t(`settings.color.${color}`),
              visual: <span aria-hidden="true" className="size-7 rounded-full" style={{ backgroundColor: SWATCH[color] }} />,
            }))}
          />

          <ChoiceGroup<PrimaryColorLevel>
            label={t('settings.primaryLevel')}
            value={theme.primaryColorLevel}
            columns={3}
            onChange={(primaryColorLevel) => update((current) => ({ ...current, primaryColorLevel }))}
            choices={PRIMARY_COLOR_LEVELS.map((level) => ({ value: level, label: t(`settings.primaryLevel.${level}`) }))}
          />

          <ChoiceGroup
            label={t('settings.layout')}
            value={theme.layout.type}
            columns={3}
            onChange={(type) => update((current) => withLayout(current, type))}
            choices={LAYOUT_TYPES.map((type) => ({
              value: type,
              label: t(`settings.layout.${type}`),
              visual: <LayoutSketch type={type} />,
            }))}
          />

          <ChoiceGroup<NavMode>
            label={t('settings.navMode')}
            value={theme.navMode}
            onChange={(navMode) => update((current) => withNavMode(current, navMode))}
            disabledReason={navModeSelectable(theme) ? undefined : t('settings.navMode.fixed')}
            choices={(['light', 'dark', 'themed'] as const).map((mode) => ({ value: mode, label: t(`settings.navMode.${mode}`) }))}
          />

          <div className="space-y-5">
            <ToggleRow
              label={t('settings.sideNavCollapse')}
              description={t('settings.sideNavCollapse.hint')}
              checked={theme.layout.sideNavCollapse}
              disabledReason={COLLAPSIBLE_LAYOUTS.includes(theme.layout.type) ? undefined : t('settings.sideNavCollapse.fixed')}
              onChange={(sideNavCollapse) => update((current) => ({ ...current, layout: { ...current.layout, sideNavCollapse } }))}
            />
            <ToggleRow
              label={t('settings.cardBordered')}
              description={t('settings.cardBordered.hint')}
              checked={theme.cardBordered}
              disabledReason={cardBorderSelectable(theme) ? undefined : t('settings.cardBordered.fixed')}
              onChange={(cardBordered) => update((current) => withCardBordered(current, cardBordered))}
            />
          </div>

          <ChoiceGroup<ControlSize>
            label={t('settings.controlSize')}
            value={theme.controlSize}
            columns={4}
            onChange={(controlSize) => update((current) => ({ ...current, controlSize }))}
            choices={(Object.keys(CONTROL_SIZES) as ControlSize[]).map((size) => ({
              value: size,
              label: t(`settings.controlSize.${size}`),
            }))}
          />

          <ChoiceGroup<Direction>
            label={t('settings.direction')}
            value={theme.direction}
            onChange={(direction) => update((current) => ({ ...current, direction }))}
            choices={[
              { value: 'ltr', label: t('settings.direction.ltr') },
              { value: 'rtl', label: t('settings.direction.rtl') },
            ]}
          />

          <div>
            <label htmlFor={languageId} className="block text-sm font-semibold text-slate-900">
              {t('settings.language')}
            </label>
            <select
              id={languageId}
              value={locale}
              onChange={(event) => {
                const next = event.target.value;
                if (!isLocale(next)) return;
                void chooseLanguage(next);
                update((current) => ({ ...current, direction: LOCALES[next].dir }));
              }}
              className="mt-2 block h-control w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400"
            >
              {LOCALE_CODES.map((code) => (
                <option key={code} value={code}>
                  {LOCALES[code].nativeName}
                </option>
              ))}
            </select>
          </div>

          <ReminderSettings open={open} />
          <NotificationSettings open={open} />
          <CalendarSettings open={open} />
        </div>

        <div className="flex shrink-0 items-center justify-between gap-3 border-t border-slate-200 px-6 py-4">
          <Button variant="ghost" onClick={reset}>
            {t('settings.reset')}
          </Button>
          <Button onClick={onClose}>{t('settings.done')}</Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
