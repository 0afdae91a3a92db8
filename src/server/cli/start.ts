// `npm start`: build the client when it is missing or older than its sources, then serve.
import { buildClientIfStale } from './client-build';

await buildClientIfStale();
await import('../server');
