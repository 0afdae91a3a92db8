// The staff console's CSV downloads: exactly the filtered list, RFC 4180, UTF-8 with a BOM, cells
// that a spreadsheet would run as a formula neutralised. GET /staff/exports/applications.csv takes
// the review queue's filters (applications-staff.ts); GET /staff/exports/inventory.csv these.
import { z } from 'zod';
import { staffMessages } from './staff-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const inventoryExportQuerySchema = z.object({
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.districtInvalid }).optional()),
  /** Project, school or district name contains. */
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type InventoryExportQuery = z.output<typeof inventoryExportQuerySchema>;
