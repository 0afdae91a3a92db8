// What the client says when an answer never came or could not be read: the http client's and the
// offline outbox's own texts. They are here, beside the server's texts, so the message catalogue
// words them in the user's language the same way (client/i18n/translate-message.ts).

export const connectionMessages = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  timedOut: 'The server did not answer in time',
  renewingElsewhere: 'Your session is being renewed in another tab. Please try again.',
  unexpectedResponse: 'The server sent a response this app does not understand.',
  /** A queued photo whose bytes this device no longer holds (its storage was cleared). */
  photoGone: 'This photo is no longer on this device: add it again',
} as const;

/** Connection texts with values in them, as templates. */
export const connectionMessageTemplates = {
  /** An answer that is not the API's error shape (a proxy's page, an empty body). */
  serverAnswered: 'The server answered {status} {reason}.',
  /** An outbox change the server could not take yet (5xx, 429, 408): it is sent again later. */
  notTakenYet: 'The server could not take it yet ({status}): {message}',
} as const;
