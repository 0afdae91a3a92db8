// Blueprint stages, approval labels, limits and rule texts (spec §3 "Blueprint", §4, §5, §9), apart
// from the schemas in blueprints.ts: the client's message catalogue reads the texts without building
// any zod schema.
import { fillTemplate } from './message-template';
import { messages } from './messages';

/** How the dashboard names a blueprint's approval (GET /dashboard/summary). */
export const BLUEPRINT_APPROVAL_LABELS = ['Approved', 'Needs approval'] as const;

export const BLUEPRINT_STAGES = ['Draft', 'In Review', 'Approved', 'Implementing', 'Completed'] as const;
export type BlueprintStage = (typeof BLUEPRINT_STAGES)[number];
export const BLUEPRINT_APPROVALS = ['Approved', 'Needs approval'] as const;
export type BlueprintApproval = (typeof BLUEPRINT_APPROVALS)[number];
/** The stages staff move a blueprint to by hand; the others follow issuing and approving the quote. */
export const STAFF_STAGE_MOVES: Readonly<Partial<Record<BlueprintStage, BlueprintStage>>> = {
  Approved: 'Implementing',
  Implementing: 'Completed',
};

export const COMMENT_MAX_LENGTH = 500;
export const PREPARED_FOR_MAX_LENGTH = 129;
export const FUNDING_PARTNER_MAX_LENGTH = 129;
export const IMPACT_SUMMARY_MAX_LENGTH = 1000;
export const BLUEPRINT_SEARCH_MAX_LENGTH = 100;
export const MAX_LINE_QUANTITY = 10_000;
export const MAX_BLUEPRINT_LINES = 50;
/** $10,000,000 in cents: far above any programme, low enough to stay clear of integer limits. */
export const MAX_COST_CENTS = 1_000_000_000;
export const MAX_PARTICIPANTS = 1_000_000;
export const MAX_CONTACT_HOURS_PER_STUDENT = 2_000;

/** The blueprint texts with values in them, as templates the client can word in another language. */
export const blueprintMessageTemplates = {
  stageMove: 'A blueprint in {from} cannot move to {to}',
  applicationSetAside: 'This application is {status}: reopen it before working on its blueprint',
  unitCostAboveList: 'Unit cost cannot be more than the list price of ${price}: a discount lowers it, never raises it',
} as const;

/** 150000 → "1,500", 150050 → "1,500.50": a price inside a message, as the screens write money. */
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });

/** The reason staff give for an approval they record on the district's behalf. */
export const APPROVAL_REASON_MAX_LENGTH = 500;

export const blueprintMessages = {
  notFound: 'Blueprint not found',
  commentInvalid: messages.commentInvalid,
  commentNotFound: 'Comment not found',
  commentNotYours: 'You can delete only your own comments',
  approveNotAllowed: 'Only the applicant or the district office can approve this blueprint',
  approverRequired: 'District person who approved is required',
  approverNotInDistrict: 'District person who approved must be a member of this district',
  approvalReasonRequired: 'Reason is required: say how the district approved, e.g. "Approved by phone on 3 March"',
  approvalReasonTooLong: `Reason must be at most ${APPROVAL_REASON_MAX_LENGTH} characters`,
  approvalOnBehalfStaffOnly: "Only programme staff record an approval on the district's behalf",
  inviteNotAllowed: 'Only the applicant or the district office can invite the implementation contact',
  alreadyApproved: 'This blueprint is already approved',
  applicationSetAside: (status: string) => fillTemplate(blueprintMessageTemplates.applicationSetAside, { status }),
  noQuote: 'This blueprint has no quote to approve yet',
  quoteExpired: 'The quote has expired. Ask programme staff for a new quote before approving.',
  quoteChanged: 'The quote changed after you opened it. Review the new quote before approving.',
  stale: 'Someone else changed this blueprint after you opened it. Load their version; what you typed stays in the form.',
  completed: 'A completed blueprint can no longer be changed',
  pricingLocked: 'Resources and costs cannot change once implementation has started',
  applicationNotNew: 'A blueprint can be started only from a New application',
  applicationHasBlueprint: 'This application already has a blueprint',
  applicationNotFound: 'Application not found',
  noLines: 'Add at least one resource before issuing the quote',
  quoteStillValid: 'The current quote is still valid; a change to resources or costs issues a new revision',
  quoteApproved: 'The approved quote stands; a change to resources or costs issues a new revision',
  stageMove: (from: BlueprintStage, to: BlueprintStage) => fillTemplate(blueprintMessageTemplates.stageMove, { from, to }),
  stageInvalid: `Stage must be one of ${BLUEPRINT_STAGES.join(', ')}`,
  approvalInvalid: `Approval must be one of ${BLUEPRINT_APPROVALS.join(', ')}`,
  searchTooLong: `Search must be at most ${BLUEPRINT_SEARCH_MAX_LENGTH} characters`,
  schoolInvalid: 'Choose a school from the list',
  districtInvalid: 'Choose a district from the list',
  preparedForRequired: 'Prepared for is required',
  tooLong: 'This text is too long',
  directAboveTotal: 'Direct cost to district cannot be more than the total program cost',
  totalBelowLines: 'Total program cost cannot be less than the resources included',
  minAboveMax: 'Minimum cannot be more than maximum',
  wholeNumber: `Enter a whole number from 0 to ${MAX_PARTICIPANTS.toLocaleString('en-US')}`,
  hoursInvalid: `Enter whole hours from 0 to ${MAX_CONTACT_HOURS_PER_STUDENT.toLocaleString('en-US')}`,
  amountInvalid: 'Enter an amount in dollars, e.g. 1250 or 1250.50',
  unitCostInvalid: 'Unit cost: enter an amount in dollars, e.g. 1250 or 1250.50',
  unitCostAboveList: (listPriceCents: number) => fillTemplate(blueprintMessageTemplates.unitCostAboveList, { price: dollars(listPriceCents) }),
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-US')}`,
  tooManyLines: `A blueprint holds at most ${MAX_BLUEPRINT_LINES} resources`,
  duplicateResource: 'Each resource can be listed once; change its quantity instead',
  resourceUnknown: 'Choose resources from the catalogue',
  schoolNotInDistrict: "Choose schools of the blueprint's district",
  contactNotInDistrict: "Choose a member of the blueprint's district",
  versionRequired: 'version is required',
  implementerRequired: 'Choose a district member or type an email',
  implementerOtherDistrict: "This person's account belongs to another district",
  implementerIsStaff: 'Programme staff cannot be the implementation contact',
  notInvited: 'You have no pending invitation for this blueprint',
  revisionNotFound: 'Quote revision not found',
} as const;
