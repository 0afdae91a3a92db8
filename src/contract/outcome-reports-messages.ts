// Outcome reports' fixed values (docs/product.md, "Outcome reports"): the states a district's report
// for one term moves through and the limits of what it holds. Shared by the tables, the API and
// the screens.

/**
 * Draft: the district is filling it in (kept as typed). Submitted: waiting for staff. Changes
 * requested: staff sent it back with a comment; the district edits and submits again. Accepted:
 * final.
 */
export const OUTCOME_REPORT_STATUSES = ['Draft', 'Submitted', 'Changes requested', 'Accepted'] as const;

/** Up to three photos a report, through the kit photos' upload path. */
export const OUTCOME_PHOTOS_MAX = 3;
