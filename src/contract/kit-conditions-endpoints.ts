// Condition reports and staff's kit issues (src/contract/kit-conditions.ts). A report is the
// district's act and an outbox write (also carried by POST /changes); the staff side needs
// staff:kit-orders and reaches only the districts in the staff member's scope.
import { endpoint } from './endpoint';
import { conditionReportBodySchema, conditionReportSchema, kitIssueListSchema, kitIssueOutcomeSchema, kitIssuesQuerySchema } from './kit-conditions';
import { routes } from './routes';

export const kitConditionEndpoints = {
  /** An outbox write (change-batches.ts): answered 201. */
  reportKitCondition: endpoint(routes.reportKitCondition, {
    access: 'district:act',
    body: conditionReportBodySchema,
    response: conditionReportSchema,
  }),
  staffKitIssues: endpoint(routes.staffKitIssues, { access: 'staff:kit-orders', query: kitIssuesQuerySchema, response: kitIssueListSchema }),
  replaceKitIssue: endpoint(routes.replaceKitIssue, { access: 'staff:kit-orders', response: kitIssueOutcomeSchema }),
  repairKitIssue: endpoint(routes.repairKitIssue, { access: 'staff:kit-orders', response: kitIssueOutcomeSchema }),
  writeOffKitIssue: endpoint(routes.writeOffKitIssue, { access: 'staff:kit-orders', response: kitIssueOutcomeSchema }),
};
