// English: the signed-in frame — navigation, top bar, account menu, footer, the settings button and
// the layouts' names — loaded with the frame, not in the first script (layout.ts has what every
// frame shows).
import { registerEnglish } from '../english';

export const frameMessages = {
  'nav.label': 'Main',
  'nav.open': 'Open navigation',
  'nav.close': 'Close navigation',
  'nav.collapse': 'Collapse side navigation',
  'nav.closePanel': 'Close {name}',
  'nav.dashboard': 'Dashboard',
  'nav.planning': 'Planning',
  'nav.blueprints': 'Blueprints',
  'nav.applications': 'Applications',
  'nav.resources': 'Resources',
  'nav.support': 'Support',
  'nav.supportEmail': 'email {email}',
  'nav.checklist': 'My Checklist',
  'nav.outcomeReports': 'Outcome Reports',
  'nav.about': 'About',
  'nav.curriculum': 'Curriculum',
  'nav.projects': 'Hands-On Projects',
  'nav.orders': 'My Orders',
  'nav.people': 'People',
  // The programme staff's navigation group.
  'nav.programme': 'Programme',

  'layout.skipToContent': 'Skip to main content',
  'layout.backTo': 'Back to {layout} layout',

  'account.menu': 'Account menu',
  'account.menuEntry': 'Your account',
  'account.help': 'Help and support',

  // The bell in the top bar (features/notifications); the panel's own words are in en/notifications.ts.
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',

  'footer.copyright': '© {year} Hands-On Portal',
  'footer.support': 'Support',
  'footer.version': 'Version {version}',

  // The settings drawer's button, and the layouts' names (the blank layout's way back names the
  // previous one).
  'settings.open': 'Settings',
  'settings.layout.classic': 'Classic',
  'settings.layout.modern': 'Modern',
  'settings.layout.stackedSide': 'Stacked side',
  'settings.layout.simple': 'Simple',
  'settings.layout.decked': 'Decked',
  'settings.layout.blank': 'Blank',
} as const;

registerEnglish(frameMessages);
