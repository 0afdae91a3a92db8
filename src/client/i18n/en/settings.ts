// English: the settings drawer (spec §3 theme settings and language).
import { registerEnglish } from '../english';

export const settingsMessages = {
  'settings.open': 'Settings',
  'settings.title': 'Theme and settings',
  'settings.close': 'Close settings',
  'settings.done': 'Done',
  'settings.reset': 'Reset to defaults',

  'settings.mode': 'Mode',
  'settings.mode.light': 'Light',
  'settings.mode.dark': 'Dark',

  'settings.themeColor': 'Theme colour',
  'settings.color.sky': 'Sky',
  'settings.color.blue': 'Blue',
  'settings.color.indigo': 'Indigo',
  'settings.color.violet': 'Violet',
  'settings.color.emerald': 'Emerald',
  'settings.color.teal': 'Teal',
  'settings.color.amber': 'Amber',
  'settings.color.rose': 'Rose',

  'settings.primaryLevel': 'Colour strength',
  'settings.primaryLevel.600': 'Standard',
  'settings.primaryLevel.700': 'Deep',
  'settings.primaryLevel.800': 'Deepest',

  'settings.layout': 'Layout',
  'settings.layout.classic': 'Classic',
  'settings.layout.modern': 'Modern',
  'settings.layout.stackedSide': 'Stacked side',
  'settings.layout.simple': 'Simple',
  'settings.layout.decked': 'Decked',
  'settings.layout.blank': 'Blank',

  'settings.navMode': 'Navigation colour',
  'settings.navMode.light': 'Light',
  'settings.navMode.dark': 'Dark',
  'settings.navMode.themed': 'Theme colour',
  'settings.navMode.fixed': 'Only the classic, stacked side and decked layouts colour their navigation.',

  'settings.sideNavCollapse': 'Collapsed side navigation',
  'settings.sideNavCollapse.hint': 'Icons only, for more room on small screens.',
  'settings.sideNavCollapse.fixed': 'Available in the classic and modern layouts.',

  'settings.cardBordered': 'Card borders',
  'settings.cardBordered.hint': 'Outline panels instead of lifting them with a shadow.',
  'settings.cardBordered.fixed': 'The modern layout always shows card borders.',

  'settings.controlSize': 'Control size',
  'settings.controlSize.xs': 'XS',
  'settings.controlSize.sm': 'S',
  'settings.controlSize.md': 'M',
  'settings.controlSize.lg': 'L',

  'settings.direction': 'Text direction',
  'settings.direction.ltr': 'Left to right',
  'settings.direction.rtl': 'Right to left',

  'settings.language': 'Language',

  // Kept on the server, for this person on every device.
  'settings.reminders': 'E-mail reminders',
  'settings.reminders.hint': 'What the portal e-mails you about. Saved with your account, on every device.',
  'settings.reminders.loading': 'Loading your e-mail reminders…',
  'settings.reminders.error': 'Your e-mail reminders could not be loaded.',
  'settings.reminders.retry': 'Try again',
  'settings.reminders.saveFailed': 'The change could not be saved: {message}',
  'settings.reminders.order-updates': 'Kit request updates',
  'settings.reminders.order-updates.hint': 'When programme staff approve, decline, ship or cancel your kit requests.',
  'settings.reminders.checkout-due-soon': 'Kits due back soon',
  'settings.reminders.checkout-due-soon.hint': 'Two days before a checkout’s Return Date.',
  'settings.reminders.checkout-overdue': 'Overdue kits',
  'settings.reminders.checkout-overdue.hint': 'Once a checkout’s Return Date has passed with kits still out.',
  'settings.reminders.task-due-soon': 'Checklist tasks due tomorrow',
  'settings.reminders.task-due-soon.hint': 'The day before a task is due.',
  'settings.reminders.task-overdue': 'Overdue checklist tasks',
  'settings.reminders.task-overdue.hint': 'Once a task’s due date has passed.',
  'settings.reminders.quote-expiring': 'Quote expiring',
  'settings.reminders.quote-expiring.hint': 'Two weeks before a blueprint’s quote stops locking its pricing.',
  'settings.reminders.count-due': 'Count due',
  'settings.reminders.count-due.hint': 'When a project’s kits are due to be counted by your district’s count schedule.',
  'settings.reminders.staff-digest': 'Daily digest',
  'settings.reminders.staff-digest.hint': 'Each morning: kit requests to approve, orders to ship, overdue returns and new applications.',
} as const;

registerEnglish(settingsMessages);
