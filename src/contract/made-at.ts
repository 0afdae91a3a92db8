// When an outbox change was made on the device (docs/decisions.md, "When an offline change was
// made"): an optional instant in the body of the outbox's dated writes (a count, a kit return, a
// count session's record). Entries queued before it existed have none; the server then takes the
// moment it received the change. The server bounds it: never more than MADE_AT_MAX_SKEW_MS ahead
// of its own clock (else the received time), never before the previous record of the same thing.
import { z } from 'zod';

/** How far ahead of the server's clock a device's clock may run and still be believed. */
export const MADE_AT_MAX_SKEW_MS = 60_000;

export const madeAtMessages = {
  invalid: 'When the change was made must be a date and time',
} as const;

/** `madeAt`: an ISO instant with its offset, or absent. */
export const madeAtField = z.iso.datetime({ offset: true, error: madeAtMessages.invalid }).optional();

/** Within a minute the made and received moments are one moment to a reader (and clocks drift by seconds). */
const SHOWN_APART_MS = 60_000;

/** Whether a screen shows both moments of a change: when it was made and, beside it, when it was sent. */
export function madeApartFromReceived(madeAt: string | null | undefined, receivedAt: string): madeAt is string {
  return typeof madeAt === 'string' && Math.abs(Date.parse(receivedAt) - Date.parse(madeAt)) > SHOWN_APART_MS;
}
