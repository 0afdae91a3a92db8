// A small set of line icons (24×24, drawn with currentColor), decorative by default: the text
// next to an icon carries the meaning.
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface IconProps {
  className?: string;
}

export function makeIcon(shapes: ReactNode) {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('size-5 shrink-0', className)}
      >
        {shapes}
      </svg>
    );
  };
}

export const HomeIcon = makeIcon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);
export const CalendarIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const MapIcon = makeIcon(
  <>
    <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
    <path d="M9 4v14M15 6v14" />
  </>,
);
export const DocumentIcon = makeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const GridIcon = makeIcon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const CubeIcon = makeIcon(
  <>
    <path d="M12 3 4 7.5v9L12 21l8-4.5v-9L12 3Z" />
    <path d="M4 7.5 12 12l8-4.5M12 12v9" />
  </>,
);
export const MailIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const ChecklistIcon = makeIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);
export const InfoIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const BookIcon = makeIcon(
  <>
    <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2Z" />
    <path d="M12 6.5v14" />
  </>,
);
export const TruckIcon = makeIcon(
  <>
    <path d="M2 6.5A1.5 1.5 0 0 1 3.5 5H13v11H2V6.5ZM13 9h4.5l3.5 3.5V16h-8" />
    <circle cx="6.5" cy="17.5" r="1.75" />
    <circle cx="16.5" cy="17.5" r="1.75" />
  </>,
);
export const MenuIcon = makeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = makeIcon(<path d="m6 6 12 12M18 6 6 18" />);
export const ChevronDownIcon = makeIcon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = makeIcon(<path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = makeIcon(<path d="M19 12H5m6-6-6 6 6 6" />);
export const LogOutIcon = makeIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const AlertIcon = makeIcon(
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17h.01" />
  </>,
);
/** No connection: a cloud struck through (offline, or the server not answering). */
export const CloudOffIcon = makeIcon(
  <>
    <path d="M7.5 18.5h9.8M20.6 16.4A4 4 0 0 0 17.5 10h-.6A6 6 0 0 0 9 6.3M5.7 8.3A6 6 0 0 0 6.5 18.5" />
    <path d="m3 3 18 18" />
  </>,
);
export const CompassIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);

export const BellIcon = makeIcon(
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

// Theme, layout and catalogue icons.
export const SettingsIcon = makeIcon(
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const SunIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </>,
);
export const MoonIcon = makeIcon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);
export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const ExternalLinkIcon = makeIcon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);
export const DownloadIcon = makeIcon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);
export const SidebarIcon = makeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const PlayIcon = makeIcon(<path d="M8 5.5v13l10.5-6.5L8 5.5Z" />);
export const CheckIcon = makeIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const ClockIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const BanknoteIcon = makeIcon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);
export const LifebuoyIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m5.6 5.6 3.9 3.9M14.5 14.5l3.9 3.9M18.4 5.6l-3.9 3.9M9.5 14.5l-3.9 3.9" />
  </>,
);
export const ShieldIcon = makeIcon(<path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6L12 3Z" />);
export const UserIcon = makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 21a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const UsersIcon = makeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);
export const SparklesIcon = makeIcon(
  <>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
  </>,
);
export const FlagIcon = makeIcon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
