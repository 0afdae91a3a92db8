// English: the offline sync status, its panel and Needs attention.
import { registerEnglish } from '../english';

export const syncMessages = {
  // The top bar's status: offline / N waiting / syncing / synced at HH:MM / needs attention.
  'sync.short.signIn': 'Sign in to sync',
  'sync.short.offline': 'Offline',
  'sync.short.offlineWaiting': 'Offline · {count} waiting',
  // The browser has a network but the portal's server does not answer.
  'sync.short.unreachable': 'Server unreachable',
  'sync.short.unreachableWaiting': 'Server unreachable · {count} waiting',
  'sync.short.syncing': 'Syncing…',
  'sync.short.waiting': '{count} waiting',
  'sync.short.attention': 'Needs attention',
  'sync.short.syncedAt': 'Synced at {time}',
  'sync.short.synced': 'Synced',

  // The panel's sentence about what is on this device and what happens next.
  'sync.long.signIn_one': 'Your session has ended. {count} change is saved on this device and will be sent when you sign in again as the same user.',
  'sync.long.signIn_other':
    'Your session has ended. {count} changes are saved on this device and will be sent when you sign in again as the same user.',
  'sync.long.offlineWaiting_one':
    'The server cannot be reached. {count} change is saved on this device and will be sent automatically when the connection is back. You can close the app meanwhile.',
  'sync.long.offlineWaiting_other':
    'The server cannot be reached. {count} changes are saved on this device and will be sent automatically when the connection is back. You can close the app meanwhile.',
  'sync.long.offline':
    'The server cannot be reached. Kit counts, kit returns and checklist tasks you change are saved on this device and sent when the connection is back.',
  'sync.long.unreachableWaiting_one':
    "This device is connected, but the portal's server is not answering. {count} change is saved on this device and will be sent within seconds of the server answering again.",
  'sync.long.unreachableWaiting_other':
    "This device is connected, but the portal's server is not answering. {count} changes are saved on this device and will be sent within seconds of the server answering again.",
  'sync.long.unreachable':
    "This device is connected, but the portal's server is not answering: what you see is the last data saved on this device. Kit counts, kit returns and checklist tasks you change are saved here and sent when the server answers again.",
  'sync.long.syncing_one': 'Sending {count} change to the server…',
  'sync.long.syncing_other': 'Sending {count} changes to the server…',
  'sync.long.waiting_one': '{count} change saved on this device is waiting to be sent.',
  'sync.long.waiting_other': '{count} changes saved on this device are waiting to be sent.',
  'sync.long.syncedAt': 'Every change saved on this device has reached the server. The last one was synced at {time}.',
  'sync.long.synced': 'Every change saved on this device has reached the server.',

  // The status button in the top bar.
  'sync.button.label': 'Sync status:',
  'sync.button.attention': 'Needs attention',
  'sync.button.attentionCount': '({count})',

  // The panel.
  'sync.panel.title': 'Sync status',
  'sync.panel.close': 'Close sync status',
  'sync.panel.device': 'This device',
  'sync.panel.lastAttempt': 'Last attempt: {error}',
  'sync.panel.sendNow': 'Send now',
  'sync.panel.waitingList': 'Changes waiting to be sent',
  'sync.panel.sending': 'sending',
  'sync.panel.signInAgain': 'Sign in again',
  'sync.attention.title': 'Needs attention',
  'sync.attention.titleCount': 'Needs attention ({count})',
  'sync.attention.loading': 'Loading…',
  'sync.attention.none': 'Nothing needs attention. A change the server refuses is listed here, with the reason, until you resend or discard it.',
  'sync.attention.intro': "The server refused these changes, so the screens show the server's values again. Edit and resend a change, or discard it.",

  // One outbox entry, in words.
  'sync.entry.inventory': 'Kits on hand counted: {count}',
  'sync.entry.return_one': 'Return of {count} kit',
  'sync.entry.return_other': 'Return of {count} kits',
  'sync.entry.returnCodes': 'Return of {codes}',
  'sync.entry.checkout': 'Checkout for {name}',
  'sync.entry.checkoutKits_one': 'Checkout of {count} kit for {name}',
  'sync.entry.checkoutKits_other': 'Checkout of {count} kits for {name}',
  'sync.resend.checkout': 'The checkout is sent again as it was saved.',
  'sync.resend.asSaved': 'The change is sent again as it was saved.',
  'sync.resend.checkoutPick': 'Let the portal pick kits on the shelf instead',
  'sync.entry.taskDone': 'Task marked as done',
  'sync.entry.taskNotDone': 'Task marked as not done',
  'sync.entry.other': 'Change',
  'sync.entry.countSession': 'Onsite count session record',
  'sync.entry.supplyCount_one': 'Parts counted: 1 part',
  'sync.entry.supplyCount_other': 'Parts counted: {count} parts',
  'sync.entry.returnDate': 'Return Date moved to {date}',
  'sync.entry.photo': 'Photo of a kit',
  'sync.entry.conditionReport': 'Condition of {code} reported: {condition}',
  'sync.entry.condition.ok': 'OK',
  'sync.entry.condition.needs-parts': 'needs parts',
  'sync.entry.condition.damaged': 'damaged',
  'sync.entry.condition.lost': 'lost',
  'sync.resend.countSession': 'The record is sent again as it was saved.',
  'sync.entry.projectAtSchool': '{project}, {school}',
  'sync.entry.checkoutOfProject': '{checkout} ({project})',

  // A refused change in Needs attention.
  'sync.rejected.savedAt': 'Saved on this device {date} at {time}',
  'sync.rejected.notAccepted': 'Not accepted:',
  'sync.rejected.refused': 'The server refused this change.',
  'sync.rejected.confirmDiscard': 'Confirm discard',
  'sync.rejected.discardQuestion': "Discard this change? It will not be sent, and the server's value stays.",
  'sync.rejected.yesDiscard': 'Yes, discard',
  'sync.rejected.keep': 'Keep it',
  'sync.rejected.edit': 'Edit and resend',
  'sync.rejected.discard': 'Discard',
  'sync.rejected.open': 'Open',
  'sync.rejected.openChange': 'Open: {change}',

  // Edit and resend.
  'sync.resend.kitsOnHand': 'Kits on hand',
  'sync.resend.kitsToReturn': 'Kits to return',
  'sync.resend.returnDate': 'Return Date',
  'sync.resend.reason': 'Reason',
  'sync.resend.storeFailed': 'Could not save the change on this device',
  'sync.resend.task': 'Task',
  'sync.resend.done': 'Done',
  'sync.resend.notDone': 'Not done',
  'sync.resend.send': 'Resend',
  'sync.resend.cancel': 'Cancel',
} as const;

registerEnglish(syncMessages);
