// The texts and limits of condition reports and staff's kit issues (kit-conditions.ts), apart from
// their schemas: the client's screens read them without building zod.
import { fillTemplate } from './message-template';

/** Photos one report (or one returned kit) may carry. */
export const MAX_REPORT_PHOTOS = 5;
/** Conditions that make a report an open issue for staff. */
export const ISSUE_CONDITIONS = ['needs-parts', 'damaged', 'lost'] as const;
export type IssueCondition = (typeof ISSUE_CONDITIONS)[number];

export const conditionReportMessages = {
  photosInvalid: 'Photos must be a list of uploaded photo names',
  photoInvalid: 'A photo name is its SHA-256: 64 hex digits',
  tooManyPhotos: `Add at most ${MAX_REPORT_PHOTOS} photos`,
  photoTwice: 'This photo is listed twice',
  sourceInvalid: "source must be 'return', 'count' or 'kit-page'",
  kitNotFound: 'Kit not found',
  photoMissing: (place: number) => fillTemplate('Photo {place} has not arrived: add it again', { place }),
  issueConditionInvalid: "condition must be 'needs-parts', 'damaged' or 'lost'",
  issueNotFound: 'Kit issue not found',
  issueSettled: 'This kit issue is already settled',
  kitOut: (code: string) => fillTemplate('{code} is out with a class: record its return first', { code }),
  replacementNote: (code: string, condition: string) => fillTemplate('Replacement for {code} ({condition})', { code, condition }),
} as const;
