// POST /staff/funding: programme staff allocate funds to an application (spec §3 "Funding info":
// allocated amount and the date by which the funds must be used). An application holds one
// allocation: allocating again corrects it. The district's dashboard and the application's details
// show it at once. Full funding goes to one application per district every six months (spec §9).
import { z } from 'zod';
import { MAX_ALLOCATION_CENTS, staffMessages } from './staff-messages';
import { isoDateSchema } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today's calendar day in UTC: the server judges "in the past" by it. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const allocateFundsSchema = z.object({
  applicationId: z.string({ error: staffMessages.applicationInvalid }).regex(UUID, { error: staffMessages.applicationInvalid }),
  amountCents: z
    .number({ error: staffMessages.amountRequired })
    .int({ error: staffMessages.amountCents })
    .min(1, { error: staffMessages.amountPositive })
    .max(MAX_ALLOCATION_CENTS, { error: staffMessages.amountTooLarge }),
  useBy: z
    .string({ error: staffMessages.useByRequired })
    .min(1, { error: staffMessages.useByRequired })
    .pipe(isoDateSchema)
    .refine((day) => day >= todayUtc(), { error: staffMessages.useByPast }),
});
export type AllocateFunds = z.input<typeof allocateFundsSchema>;
export type AllocateFundsBody = z.output<typeof allocateFundsSchema>;

export const fundingAllocationSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  districtId: z.string(),
  allocatedCents: z.number().int(),
  /** YYYY-MM-DD. */
  useBy: z.string(),
  /** YYYY-MM-DD: the day the funds were allocated. */
  allocatedOn: z.string(),
});
export type FundingAllocation = z.infer<typeof fundingAllocationSchema>;

/**
 * Dollars as typed ("12,500", "12500.5", "$300") → cents, or null when it is not an amount. The
 * form converts with it; the API takes whole cents only.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
