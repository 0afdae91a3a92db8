// The staff builder's blueprint endpoints (src/contract/endpoint.ts): start one from an application,
// edit it with the version check, issue the quote and move the stage. Each answers the new details.
import { blueprintDetailSchema, editBlueprintSchema, issueQuoteSchema, moveStageSchema, startBlueprintSchema } from './blueprints';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const staffBlueprintEndpoints = {
  staffStartBlueprint: endpoint(routes.staffStartBlueprint, {
    access: 'staff:blueprints',
    body: startBlueprintSchema,
    response: blueprintDetailSchema,
  }),
  editBlueprint: endpoint(routes.editBlueprint, { access: 'staff:blueprints', body: editBlueprintSchema, response: blueprintDetailSchema }),
  staffIssueQuote: endpoint(routes.staffIssueQuote, { access: 'staff:blueprints', body: issueQuoteSchema, response: blueprintDetailSchema }),
  staffMoveBlueprintStage: endpoint(routes.staffMoveBlueprintStage, {
    access: 'staff:blueprints',
    body: moveStageSchema,
    response: blueprintDetailSchema,
  }),
};
