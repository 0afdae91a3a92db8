// The warning sign of the error screen and the alerts: apart from ui/icons.tsx, so the first script
// (which holds the error screen) does not carry every icon.
import { makeIcon } from './make-icon';

export const AlertIcon = /* @__PURE__ */ makeIcon(
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17h.01" />
  </>,
);
