// The reminder settings' texts, apart from the schemas in reminders.ts, so the client's message
// catalogue reads them without zod.
export const reminderMessages = {
  kindInvalid: 'Choose a reminder from the list',
  enabledRequired: 'enabled must be true or false',
} as const;
