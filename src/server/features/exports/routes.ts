// The staff console's CSV downloads (`staff:exports`): exactly the rows of the filtered list, streamed
// through sendCsv (RFC 4180, BOM, formula cells neutralised). Calendar days are written YYYY-MM-DD
// and money as dollars with cents (12500.00), which every spreadsheet reads as dates and numbers;
// the header and the worded cells (status, funding option) are in the request's language.
import type { FastifyInstance } from 'fastify';
import { exportEndpoints } from '@contract/exports-endpoints';
import { wordsOf } from '@server/i18n/request-language';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { reviewQueueRows } from '../applications/staff-queries';
import { csvHeader, sendCsv } from './csv-reply';
import { inventoryRows } from './inventory-rows';

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
/** The day in an export's file name, from the app's clock. */
const stamp = (now: Date) => now.toISOString().slice(0, 10);

const APPLICATION_CSV_COLUMNS = [
  'document.csv.applications.applicationId',
  'document.csv.applications.applicantName',
  'document.csv.applications.district',
  'document.csv.applications.numberOfSchools',
  'document.csv.applications.applicationDate',
  'document.csv.applications.status',
  // Why an application was waitlisted, declined or withdrawn, as the district reads it.
  'document.csv.applications.statusReason',
  'document.csv.applications.assignedAdmin',
  'document.csv.applications.fundingOption',
  'document.csv.applications.fundsAllocated',
  'document.csv.applications.fundsUsedBy',
  'document.csv.applications.contactName',
  'document.csv.applications.contactEmail',
  'document.csv.applications.contactPhone',
] as const;

export const INVENTORY_CSV_COLUMNS = [
  'document.csv.inventory.district',
  'document.csv.inventory.school',
  'document.csv.inventory.project',
  'document.csv.inventory.projectKit',
  'document.csv.inventory.kitsOnHand',
  'document.csv.inventory.kitsCheckedOut',
  'document.csv.inventory.kitsRequested',
  'document.csv.inventory.lastCounted',
] as const;

export function exportRoutes(app: FastifyInstance) {
  apiRoute(app, exportEndpoints.exportApplications, {
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const words = wordsOf(request);
      const rows = (async function* () {
        for await (const row of reviewQueueRows(app.db, scope, query)) {
          yield [
            row.applicationNumber,
            row.applicantName,
            row.district.name,
            row.numberOfSchools,
            row.applicationDate,
            words.t(`document.applicationStatus.${row.status}`),
            row.statusReason,
            row.assignedAdmin?.name ?? words.t('document.csv.applications.notAssigned'),
            words.t(row.fundingOption === 'full' ? 'document.csv.applications.fullFunding' : 'document.csv.applications.matchingFunds'),
            dollars(row.fundsAllocatedCents),
            row.fundsUsageDeadline,
            row.contact.name,
            row.contact.email,
            row.contact.phone,
          ];
        }
      })();
      return sendCsv(reply, `applications-${stamp(app.clock())}.csv`, csvHeader(words, APPLICATION_CSV_COLUMNS), rows);
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
      return sendCsv(reply, `inventory-${stamp(app.clock())}.csv`, csvHeader(wordsOf(request), INVENTORY_CSV_COLUMNS), rows);
    },
  });
}
