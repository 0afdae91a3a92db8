// A small set of line icons (24×24, drawn with currentColor), decorative by default: the text
// next to an icon carries the meaning.
import { makeIcon } from './make-icon';

// Icons the first screens draw live in small modules of their own, so those screens load them and
// not this whole set; they are exported from here too, beside the rest.
export { AlertIcon } from './alert-icon';
export { ChecklistIcon, CubeIcon, MapIcon } from './highlight-icons';
export type { IconProps } from './make-icon';

// Each icon is built when this module is evaluated: marked pure, an icon no screen uses is left out
// of the build.

export const HomeIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const DocumentIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const GridIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const MailIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const BookIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2Z" />
    <path d="M12 6.5v14" />
  </>,
);
export const TruckIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M2 6.5A1.5 1.5 0 0 1 3.5 5H13v11H2V6.5ZM13 9h4.5l3.5 3.5V16h-8" />
    <circle cx="6.5" cy="17.5" r="1.75" />
    <circle cx="16.5" cy="17.5" r="1.75" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ makeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ makeIcon(<path d="m6 6 12 12M18 6 6 18" />);
export const ChevronDownIcon = /* @__PURE__ */ makeIcon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = /* @__PURE__ */ makeIcon(<path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = /* @__PURE__ */ makeIcon(<path d="M19 12H5m6-6-6 6 6 6" />);
export const LogOutIcon = /* @__PURE__ */ makeIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
/** No connection: a cloud struck through (offline, or the server not answering). */
export const CloudOffIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M7.5 18.5h9.8M20.6 16.4A4 4 0 0 0 17.5 10h-.6A6 6 0 0 0 9 6.3M5.7 8.3A6 6 0 0 0 6.5 18.5" />
    <path d="m3 3 18 18" />
  </>,
);
export const CompassIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);

export const BellIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

// Theme, layout and catalogue icons.
export const SettingsIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const SunIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ makeIcon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);
export const SearchIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);
export const DownloadIcon = /* @__PURE__ */ makeIcon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);
export const SidebarIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const PlayIcon = /* @__PURE__ */ makeIcon(<path d="M8 5.5v13l10.5-6.5L8 5.5Z" />);
export const CheckIcon = /* @__PURE__ */ makeIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const ClockIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const BanknoteIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);
export const LifebuoyIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m5.6 5.6 3.9 3.9M14.5 14.5l3.9 3.9M18.4 5.6l-3.9 3.9M9.5 14.5l-3.9 3.9" />
  </>,
);
export const ShieldIcon = /* @__PURE__ */ makeIcon(<path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6L12 3Z" />);
export const UserIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 21a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ makeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);
export const SparklesIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
  </>,
);
export const FlagIcon = /* @__PURE__ */ makeIcon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
