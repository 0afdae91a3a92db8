// E-mail reminders and notices, and each person's choice of which ones to get
// (GET/PATCH /users/me/reminders). Everything is on unless the person turns a kind off.
import { z } from 'zod';
import { reminderMessages } from './reminders-messages';
export { reminderMessages };

export const REMINDER_KINDS = [
  // A kit request approved, declined, shipped or cancelled: now the 'order-moved' notice's e-mail
  // (notifications). Kept so stored choices and e-mails already queued stay readable; no longer offered.
  'order-updates',
  'checkout-due-soon', // a checkout's kits are due back within CHECKOUT_DUE_SOON_DAYS
  'checkout-overdue', // a checkout's Return Date has passed with kits still out
  'task-due-soon', // a checklist task is due tomorrow (or today)
  'task-overdue', // a checklist task's due date has passed
  'quote-expiring', // a blueprint's quote expires within QUOTE_EXPIRING_DAYS and is not approved yet
  'count-due', // a project's kit count is due by its district's count cadence
  'outcome-report-due-soon', // a term's outcome report is due within OUTCOME_REPORT_DUE_SOON_DAYS and not submitted
  'outcome-report-overdue', // a term's outcome report is past its due day and not submitted
  'staff-digest', // programme staff: orders to act on, overdue returns, new applications
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The kinds that concern district and school staff, and those for programme staff. */
export const DISTRICT_REMINDER_KINDS = [
  'checkout-due-soon',
  'checkout-overdue',
  'task-due-soon',
  'task-overdue',
  'quote-expiring',
  'count-due',
  'outcome-report-due-soon',
  'outcome-report-overdue',
] as const satisfies readonly ReminderKind[];
export const STAFF_REMINDER_KINDS = ['staff-digest'] as const satisfies readonly ReminderKind[];

/** Reminder timing (days are UTC calendar days, as the checklist counts overdue). */
export const CHECKOUT_DUE_SOON_DAYS = 2;
export const TASK_DUE_SOON_DAYS = 1;
export const QUOTE_EXPIRING_DAYS = 14;
export const OUTCOME_REPORT_DUE_SOON_DAYS = 3;
/** The staff digest goes out once a day from this hour (UTC). */
export const STAFF_DIGEST_HOUR_UTC = 7;

const reminderSettingSchema = z.object({ kind: z.enum(REMINDER_KINDS), enabled: z.boolean() });
/** GET /users/me/reminders: the kinds that concern this person, each on or off. */
export const reminderSettingsSchema = z.object({ items: z.array(reminderSettingSchema) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** PATCH /users/me/reminders: turn one kind on or off; the answer is the whole list. */
export const reminderUpdateSchema = z.object({
  kind: z.enum(REMINDER_KINDS, { error: reminderMessages.kindInvalid }),
  enabled: z.boolean({ error: reminderMessages.enabledRequired }),
});
