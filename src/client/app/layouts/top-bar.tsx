import type { User } from '../../../contract/users';
import { MenuIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: User;
  onOpenNav: () => void;
  onSignOut: () => void;
}

export function TopBar({ user, onOpenNav, onSignOut }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenNav}
        className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">Open navigation</span>
      </button>
      <LogoMark className="size-8 lg:hidden" />
      <div className="flex-1" />
      <UserMenu user={user} onSignOut={onSignOut} />
    </header>
  );
}
