// English: the notifications panel opened from the top bar's bell (features/notifications). The
// bell's own name is with the frame's words (en/layout.ts); these load with the panel.
import { registerEnglish } from '../english';

export const notificationPanelMessages = {
  'notifications.title': 'Notifications',
  'notifications.close': 'Close notifications',
  'notifications.list': 'Notices, newest first',
  'notifications.markAll': 'Mark all as read',
  'notifications.markingAll': 'Marking all as read…',
  'notifications.loadOlder': 'Load older',
  'notifications.loadingOlder': 'Loading older notices…',
  'notifications.olderFailed': 'Older notices could not be loaded: {message}',
  'notifications.loading': 'Loading your notices…',
  'notifications.empty': 'You’re all caught up',
  'notifications.emptyHint': 'When something concerns you, it shows up here.',
  'notifications.error': 'Your notices could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.offline': 'You’re offline: these are the notices last loaded. Marking them read waits until you’re back online.',
  'notifications.markFailed': 'The notice could not be marked read: {message}',
  'notifications.unread': 'Unread',
  'notifications.byline': '{actor} · {time}',
  'notifications.system': 'Hands-On Portal',
  'notifications.time.justNow': 'just now',
  'notifications.time.minutes': '{count} min ago',
  'notifications.time.hours': '{count} h ago',
  'notifications.time.days_one': '1 day ago',
  'notifications.time.days_other': '{count} days ago',
  'notifications.time.on': 'on {date}',
} as const;

registerEnglish(notificationPanelMessages);
