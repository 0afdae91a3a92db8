// The fixed values of a kit's own records (its page's history, condition reports and their photos,
// supplies, count schedules), apart from any schema: the database schema and the client's screens
// read them without building zod.

/** What a kit's history records beside its checkouts (kit_custody) and condition reports. */
export const KIT_EVENT_KINDS = ['labelled', 'delivered', 'counted', 'repaired', 'written-off', 'replacement-sent'] as const;

/** Where a condition report was made. */
export const CONDITION_REPORT_SOURCES = ['return', 'count', 'kit-page'] as const;
export type ConditionReportSource = (typeof CONDITION_REPORT_SOURCES)[number];

/** How staff settled a kit issue (GET /staff/kit-issues). */
export const KIT_ISSUE_RESOLUTIONS = ['repaired', 'replaced', 'written-off'] as const;
export type KitIssueResolution = (typeof KIT_ISSUE_RESOLUTIONS)[number];

/** Photo types an upload may be, judged by its bytes, and its largest size. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The count cadence staff may set per district (PUT /staff/districts/{id}/count-schedule). */
export const COUNT_EVERY_DAYS_MIN = 7;
export const COUNT_EVERY_DAYS_MAX = 180;
