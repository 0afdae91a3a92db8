// The server's one source of "now". The app takes a Clock (buildApp's `clock`, decorated as
// app.clock) and passes it, or the instant it read from it, to every service and job that stamps
// or compares a time, so tests move time instead of waiting. Only a process's own entry points
// (npm start, the command-line tools) read the system clock, through systemClock.
//
// Left on the machine's time on purpose: signed access tokens and confirmation watches (their
// `iat` and `exp` are checked by the JWT library against the machine's time, and a token must
// mean the same to every process), the demo seed (its dates are relative to the day it is loaded),
// the mail outbox's file names and write debris (they order files as they were written), and the
// database's own `now()` where a statement stamps a row.

/** What now is. Tests pass their own and move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
