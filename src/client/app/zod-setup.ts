// The client parses with zod's interpreter, never its `new Function` fast path: the CSP forbids
// eval, and zod's probe for it would be reported as a CSP violation on every page load.
// From zod/mini: the same core (and the same global config) as the classic API, without pulling
// the classic API into the first script.
import { config } from 'zod/mini';

config({ jitless: true });
