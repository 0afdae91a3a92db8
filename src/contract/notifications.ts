// Notifications: the bell's list (GET /notifications), marking notices read (PATCH
// /notifications/{id}, POST /notifications/read-all) and each person's choice per kind of how they
// hear of it (GET/PATCH /users/me/notification-settings).
import { z } from 'zod';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, notificationMessages } from './notifications-messages';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One line, worded by the server when the notice was made: "Lincoln USD commented on STEM Start". */
  title: z.string(),
  /** A short excerpt (a comment's first words, a reason), or null. */
  body: z.string().nullable(),
  /** Where the notice leads in the portal: a path such as /blueprints/<id>. */
  link: z.string(),
  districtId: z.string().nullable(),
  /** Who made the change; null for the system (an overdue return). */
  actorName: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first, NOTIFICATIONS_PAGE_SIZE at most; `unread` counts all unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  /** Pass as `before` for the next, older page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  before: z.uuid({ error: notificationMessages.cursorInvalid }).optional(),
});

/** PATCH /notifications/{id}: `{ read: true }` (false marks it unread again). */
export const notificationUpdateSchema = z.object({ read: z.boolean({ error: notificationMessages.readRequired }) });
export const notificationUpdatedSchema = z.object({ item: notificationSchema, unread: z.number().int().min(0) });

/** POST /notifications/read-all: how many were marked and what is left unread (0). */
export const notificationsReadAllSchema = z.object({ marked: z.number().int().min(0), unread: z.number().int().min(0) });

const notificationSettingSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), delivery: z.enum(NOTIFICATION_DELIVERIES) });
/** GET /users/me/notification-settings: the kinds that concern this person, each with its delivery. */
export const notificationSettingsSchema = z.object({ items: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PATCH /users/me/notification-settings: one kind's delivery; the answer is the whole list. */
export const notificationSettingUpdateSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: notificationMessages.kindInvalid }),
  delivery: z.enum(NOTIFICATION_DELIVERIES, { error: notificationMessages.deliveryInvalid }),
});
