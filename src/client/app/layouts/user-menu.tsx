import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { User } from '../../../contract/users';
import { displayName, initials } from '../../lib/user-name';
import { ChevronDownIcon, LogOutIcon } from '../../ui/icons';

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
}

/** The top bar's account button: who is signed in, and "Sign out". */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const name = displayName(user);
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100 data-open:bg-slate-100">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary-700 text-xs font-semibold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-48 truncate text-sm font-medium text-slate-800 sm:block">{name}</span>
        <span className="sr-only sm:hidden">{name}</span>
        <span className="sr-only">: account menu</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </MenuButton>
      <MenuItems
        // Positioned in place rather than with `anchor` (which portals it out of the banner
        // landmark), and non-modal: a menu popup should not make the rest of the page inert.
        modal={false}
        transition
        className="absolute top-full right-0 z-40 mt-2 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none transition duration-100 data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
        </div>
        <MenuItem>
          <button
            type="button"
            onClick={onSignOut}
            className="mt-1 flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900"
          >
            <LogOutIcon className="size-4 text-slate-500" />
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
