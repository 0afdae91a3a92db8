// English: what every frame shows — the brand, the entry area's panel, the legal links, the shared
// words; the signed-in frame's own (navigation, top bar, account menu, footer) are in frame.ts.
import { registerEnglish } from '../english';

export const layoutMessages = {
  'brand.name': 'Hands-On Portal',
  'brand.tagline': 'Hands-on STEM learning for every school.',

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

  'account.signOut': 'Sign out',

  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of use',

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
} as const;

registerEnglish(layoutMessages);
