// The staff console's CSV downloads (`staff:exports`): exactly the rows of the filtered list, streamed
// through sendCsv (RFC 4180, BOM, formula cells neutralised). Calendar days are written YYYY-MM-DD
// and money as dollars with cents (12500.00), which every spreadsheet reads as dates and numbers.
import type { FastifyInstance } from 'fastify';
import { exportEndpoints } from '@contract/exports-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { reviewQueueRows } from '../applications/staff-queries';
import { sendCsv } from './csv-reply';
import { inventoryRows } from './inventory-rows';

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
/** The day in an export's file name, from the app's clock. */
const stamp = (now: Date) => now.toISOString().slice(0, 10);

const APPLICATION_CSV_COLUMNS = [
  'Application ID',
  'Applicant name',
  'District',
  'Number of schools',
  'Application date',
  'Status',
  // Why an application was waitlisted, declined or withdrawn, as the district reads it.
  'Status reason',
  'Assigned admin',
  'Funding option',
  'Funds allocated (USD)',
  'Funds must be used by',
  'Contact name',
  'Contact email',
  'Contact phone',
] as const;

const INVENTORY_CSV_COLUMNS = [
  'District',
  'School',
  'Project',
  'Project kit',
  'Kits on hand',
  'Kits checked out',
  'Kits requested',
  'Last counted',
] as const;

export function exportRoutes(app: FastifyInstance) {
  apiRoute(app, exportEndpoints.exportApplications, {
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const rows = (async function* () {
        for await (const row of reviewQueueRows(app.db, scope, query)) {
          yield [
            row.applicationNumber,
            row.applicantName,
            row.district.name,
            row.numberOfSchools,
            row.applicationDate,
            row.status,
            row.statusReason,
            row.assignedAdmin?.name ?? 'Not assigned yet',
            row.fundingOption === 'full' ? 'Full funding' : 'Matching funds',
            dollars(row.fundsAllocatedCents),
            row.fundsUsageDeadline,
            row.contact.name,
            row.contact.email,
            row.contact.phone,
          ];
        }
      })();
      return sendCsv(reply, `applications-${stamp(app.clock())}.csv`, APPLICATION_CSV_COLUMNS, rows);
    },
  });

  apiRoute(app, exportEndpoints.exportInventory, {
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const rows = (async function* () {
        for await (const row of inventoryRows(app.db, scope, query)) {
          yield [
            row.districtName,
            row.schoolName,
            row.name,
            row.resourceName,
            row.kitsOnHand,
            row.kitsCheckedOut,
            row.kitsRequested,
            row.inventoryUpdatedAt?.toISOString().slice(0, 10) ?? null,
          ];
        }
      })();
      return sendCsv(reply, `inventory-${stamp(app.clock())}.csv`, INVENTORY_CSV_COLUMNS, rows);
    },
  });
}
