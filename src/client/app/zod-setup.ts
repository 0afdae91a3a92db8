// The client parses with zod's interpreter, never its `new Function` fast path: the CSP forbids
// eval, and zod's probe for it would be reported as a CSP violation on every page load.
import { config } from 'zod';

config({ jitless: true });
