// How application values read on screen: status colours, money, funding option.
import type { ApplicationStatus } from '../../../contract/applications';
import type { BadgeTone } from '../../ui/badge';

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  New: 'primary',
  'Building Blueprint': 'warning',
  'Blueprint Created': 'violet',
  'Program Completed': 'success',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Cents as dollars, e.g. 4850000 → "$48,500". */
export const formatMoney = (cents: number) => usd.format(cents / 100);
