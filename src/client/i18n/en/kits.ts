// English: labelled kits, label sheets and onsite count sessions.
import { registerEnglish } from '../english';

export const kitMessages = {
  'kits.labels.title': 'Kit labels',
  'kits.labels.back': 'Hands-On Projects',
  'kits.labels.forProject': 'Labels for {project} at {school}',
  'kits.labels.forSchool': 'Labels for every project kit at {school}',
  'kits.labels.description': 'Print on self-adhesive label sheets and stick one label on each kit. A scanner or a person can read the code.',
  'kits.labels.stock': 'Label sheet',
  'kits.labels.stock.letter-3x10': 'US Letter, 3 × 10 labels (2⅝″ × 1″)',
  'kits.labels.stock.a4-3x7': 'A4, 3 × 7 labels (63.5 × 38.1 mm)',
  'kits.labels.print': 'Print labels',
  'kits.labels.count': '{count} labels on {sheets} sheets',
  'kits.labels.none': 'No kits on hand to label',
  'kits.labels.noneText': 'Kits get their labels when they arrive or are counted.',
  'kits.labels.loading': 'Loading kit labels…',
  'kits.labels.what': 'the kit labels',
  'kits.labels.qrAlt': 'QR code of {code}',
  'kits.action.labels': 'Print labels',
  'kits.action.count': 'Start a count',
  'kits.action.counts': 'Onsite counts',
} as const;

registerEnglish(kitMessages);
