import '@client/i18n/en/frame';
import type { User } from '@contract/users';
import { useI18n } from '@client/i18n/use-i18n';
import { displayName, initials } from '@client/lib/user-name';
import { cx } from '@client/ui/cx';
import { ChevronDownIcon, LifebuoyIcon, LogOutIcon, SettingsIcon, UserIcon } from '@client/ui/icons';
import { paths } from '../paths';
import { MenuButton } from './menu-button';

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
  onOpenSettings: () => void;
}

/** The account button: who is signed in, their account page, settings, help, and "Sign out". */
export function UserMenu({ user, onSignOut, onOpenSettings }: UserMenuProps) {
  const { t } = useI18n();
  const name = displayName(user);
  const item = (icon: React.ReactNode, text: string) => (
    <>
      {icon}
      {text}
    </>
  );
  return (
    <MenuButton
      buttonClassName="flex shrink-0 items-center gap-2.5 rounded-full py-1 ps-1 pe-1 hover:bg-slate-100 data-open:bg-slate-100 sm:pe-2"
      button={
        <>
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary-700 text-xs font-semibold text-white">
            {initials(user)}
          </span>
          <span className="hidden max-w-48 truncate text-sm font-medium text-slate-800 md:block">{name}</span>
          <span className="sr-only md:hidden">{name}</span>
          <span className="sr-only">{t('account.menu')}</span>
          <ChevronDownIcon className="size-4 text-slate-500 max-sm:hidden" />
        </>
      }
      menuClassName="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      header={
        <div className="mb-1 border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      }
      itemClassName={(_, active) =>
        cx(
          'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm font-medium outline-none',
          active ? 'bg-slate-100 text-slate-900' : 'text-slate-700',
        )
      }
      entries={[
        { key: 'account', kind: 'link', to: paths.account(), content: item(<UserIcon className="size-4 text-slate-500" />, t('account.menuEntry')) },
        {
          key: 'settings',
          kind: 'button',
          onSelect: onOpenSettings,
          content: item(<SettingsIcon className="size-4 text-slate-500" />, t('settings.open')),
        },
        { key: 'help', kind: 'link', to: paths.support(), content: item(<LifebuoyIcon className="size-4 text-slate-500" />, t('account.help')) },
        {
          key: 'sign-out',
          kind: 'button',
          onSelect: onSignOut,
          content: item(<LogOutIcon className="size-4 text-slate-500" />, t('account.signOut')),
        },
      ]}
    />
  );
}
