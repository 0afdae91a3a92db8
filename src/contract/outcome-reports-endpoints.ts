// Outcome reports' endpoints (src/contract/endpoint.ts): the district's reports on its approved
// blueprints, and the staff side's terms and review. The terms are ADMIN's to edit.
import { endpoint } from './endpoint';
import {
  decideOutcomeReportSchema,
  outcomeReportListSchema,
  outcomeReportSchema,
  outcomeTermListSchema,
  saveOutcomeReportSchema,
  staffOutcomeReportListSchema,
  staffOutcomeReportsQuerySchema,
  updateOutcomeTermsSchema,
} from './outcome-reports';
import { routes } from './routes';

export const outcomeReportEndpoints = {
  outcomeReports: endpoint(routes.outcomeReports, { access: 'district:act', response: outcomeReportListSchema }),
  saveOutcomeReport: endpoint(routes.saveOutcomeReport, { access: 'district:act', body: saveOutcomeReportSchema, response: outcomeReportSchema }),
  submitOutcomeReport: endpoint(routes.submitOutcomeReport, { access: 'district:act', body: saveOutcomeReportSchema, response: outcomeReportSchema }),
  staffOutcomeTerms: endpoint(routes.staffOutcomeTerms, { access: 'staff:outcomes', response: outcomeTermListSchema }),
  updateStaffOutcomeTerms: endpoint(routes.updateStaffOutcomeTerms, {
    access: 'staff:outcome-terms',
    body: updateOutcomeTermsSchema,
    response: outcomeTermListSchema,
  }),
  staffOutcomeReports: endpoint(routes.staffOutcomeReports, {
    access: 'staff:outcomes',
    query: staffOutcomeReportsQuerySchema,
    response: staffOutcomeReportListSchema,
  }),
  decideOutcomeReport: endpoint(routes.decideOutcomeReport, {
    access: 'staff:outcomes',
    body: decideOutcomeReportSchema,
    response: outcomeReportSchema,
  }),
};
