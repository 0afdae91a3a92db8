// English: allocating funds to an application from the staff console.
import { registerEnglish } from '../english';

export const fundingMessages = {
  'funding.title': 'Allocate funds',
  'funding.current': 'Allocated now',
  'funding.none': 'No funds allocated yet.',
  'funding.summary': '{amount}, to be used by {useBy} (allocated {on})',
  'funding.amount': 'Amount (USD)',
  'funding.amountHint': 'Dollars, e.g. 12500 or 12,500.50',
  'funding.useBy': 'Funds must be used by',
  'funding.allocate': 'Allocate funds',
  'funding.correct': 'Save the new amount',
  'funding.saved': 'Funds allocated: {amount}, to be used by {useBy}. The district sees it now.',
  'funding.fullRule': 'Full funding goes to one application per district every six months.',
  'funding.districtSees': 'The district sees the amount and the date on its dashboard and on this application.',
} as const;

registerEnglish(fundingMessages);
