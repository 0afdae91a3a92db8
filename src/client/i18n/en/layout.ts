// English: the frame around every signed-in screen — navigation, top bar, account menu, footer.
import { registerEnglish } from '../english';

export const layoutMessages = {
  'brand.name': 'Hands-On Portal',
  'brand.tagline': 'Hands-on STEM learning for every school.',

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
  // The resource types, named in the navigation on every screen and on the Resources screens.
  'resources.type.explore-all': 'Explore All',
  'resources.type.onsite-field-trips': 'Onsite Field Trips',
  'resources.type.projects': 'Projects',
  'resources.type.workshops': 'Workshops',
  'resources.type.career-tools': 'Career Tools',
  'resources.type.classbox': 'Classbox',

  'entry.lead': 'One place for school and district staff to apply, plan and run the programme.',
  'entry.highlight.plan': 'Apply to the programme and plan blueprints with your district team.',
  'entry.highlight.kits': 'Request, return and count hands-on project kits for your classrooms.',
  'entry.highlight.checklist': 'Work through your checklist and stay on top of every deadline.',
  'entry.questions': 'Questions?',
  'entry.needHelp': 'Need help?',

  'layout.skipToContent': 'Skip to main content',
  'layout.backTo': 'Back to {layout} layout',

  'account.menu': 'Account menu',
  'account.menuEntry': 'Your account',
  'account.help': 'Help and support',
  'account.signOut': 'Sign out',

  // The bell in the top bar (features/notifications); the panel's own words are in en/notifications.ts.
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',

  'footer.copyright': '© {year} Hands-On Portal',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of use',
  'footer.support': 'Support',
  'footer.version': 'Version {version}',

  'common.loading': 'Loading…',
  'common.errorGeneric': 'Something went wrong while loading.',
  'common.tryAgain': 'Try again',
  'common.couldNotLoad': 'Could not load {what}',
  'common.offline': "You're offline. Connect to the internet and try again.",
  'common.back': 'Back',
  'common.next': 'Next',
  'common.close': 'Close',
  'common.viewAll': 'View all',
  'common.new': 'New',

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

registerEnglish(layoutMessages);
