// The notification texts and kinds, without zod: the client's bell and settings read this file
// alone. A notification is a notice to one person about a change that concerns them (docs/
// architecture.md, "Notifications"); it is written in the transaction of the change.

/**
 * Every kind of notice. Programme staff hear of what districts do; a district hears of what staff
 * do. Staff recipients: the application's assignee, or when it has none every ADMIN and the
 * district's managers (SCHOOL_SUCCESS_MANAGER with the district in their scope).
 */
export const STAFF_NOTIFICATION_KINDS = [
  'district-comment', // a district commented on a blueprint
  'blueprint-approved', // a district approved a blueprint
  'order-cancelled', // a district cancelled a kit request
  'delivery-confirmed', // a district confirmed a delivery
  'count-conflict', // a kit count conflicted with another
  'return-overdue', // a checkout's kits are past their Return Date
  'outcome-report-submitted', // a district submitted an outcome report
] as const;
export const DISTRICT_NOTIFICATION_KINDS = [
  'order-moved', // staff approved, declined, shipped or cancelled a kit request
  'task-assigned', // a checklist task was assigned to you
  'staff-comment', // programme staff commented on a blueprint
  'quote-issued', // a blueprint's quote was issued
  'application-status', // the application's status changed
  'outcome-report-reviewed', // staff accepted an outcome report or asked for changes
] as const;
export const NOTIFICATION_KINDS = [...STAFF_NOTIFICATION_KINDS, ...DISTRICT_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person hears of one kind: only in the portal, by e-mail too, or in one daily e-mail. */
export const NOTIFICATION_DELIVERIES = ['in-app', 'email', 'digest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** GET /notifications answers the newest this many at most per page. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** The bell shows "99+" above this. */
export const NOTIFICATIONS_BADGE_MAX = 99;

export const notificationMessages = {
  kindInvalid: 'Choose a notice from the list',
  deliveryInvalid: 'Choose in the portal only, e-mail too or a daily digest',
  readRequired: 'read must be true or false',
  notFound: 'This notice was not found.',
  cursorInvalid: 'before must be a notice id from this list',
} as const;
