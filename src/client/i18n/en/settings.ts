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
} as const;

registerEnglish(settingsMessages);
