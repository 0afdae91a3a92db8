// The programme's three highlights (plan, kits, checklist), drawn by the entry area's frame and the
// navigation: apart from ui/icons.tsx, so the sign-in screen loads these and not the whole set.
import { makeIcon } from './make-icon';

export const MapIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
    <path d="M9 4v14M15 6v14" />
  </>,
);
export const CubeIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M12 3 4 7.5v9L12 21l8-4.5v-9L12 3Z" />
    <path d="M4 7.5 12 12l8-4.5M12 12v9" />
  </>,
);
export const ChecklistIcon = /* @__PURE__ */ makeIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);
