import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';
import { useMemoryTmpdir } from './tests/helpers/memory-tmpdir.ts';

// Data directories, template dumps and backups of the server suites in memory (see the helper).
useMemoryTmpdir();

// Every answer of the servers under test checked against its endpoint's response schema
// (src/server/plugins/response-check.ts): the servers the suites spawn inherit it.
process.env.CHECK_RESPONSES ??= '1';

// Unit suites (beside their code, and tests/ outside tests/server); server suites (tests/server) run on the embedded database, and again on
// PostgreSQL when TEST_DATABASE_URL is set. Each database project builds its migrated and seeded
// template databases once (tests/helpers/db-templates-setup.ts) and every file starts from a copy.
//
// The server suites share one module graph per worker (isolate: false): each file builds its own
// app and database, and importing Fastify, Drizzle and the app anew for every file cost more CPU
// than the tests themselves. The unit suites share one too, all but those listed in isolatedUnitSuites:
// importing React, zod and Dexie anew for each of some sixty files took 94 s of CPU and 58 s of the
// unit stage's time, against 68 s and 42 s with only the listed files isolated.
const serverSuites = ['tests/server/**/*.test.ts'];
const unitSuites = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'];
/**
 * Unit suites that need a module graph of their own: the offline engine's (their IndexedDB
 * databases, open connections and pushers live in modules), and those that mock modules, stub
 * globals, fake timers or need IndexedDB absent. A unit suite that passes alone and fails beside
 * others belongs here (vitest --sequence.shuffle.files finds them).
 */
const isolatedUnitSuites = [
  'src/offline/**/*.test.ts',
  'src/client/features/auth/google/google-flow.test.ts',
  'src/client/features/auth/use-verification-resend.test.ts',
  // Checks that English reads right before its table of contract texts is loaded: another file in
  // a shared module graph may have loaded it already.
  'src/client/i18n/translate-message-english.test.ts',
  // Renders the route table in Node, loading most of the client's modules at once.
  'src/client/app/prerender.test.ts',
  'src/client/lib/http.test.ts',
  'src/client/lib/refresh-ledger.test.ts',
  'src/client/lib/session-store.test.ts',
  'src/server/features/auth/tokens.test.ts',
];
const templates = ['tests/helpers/server-bundle-setup.ts', 'tests/helpers/db-templates-setup.ts'];
// Each embedded database compiles PostgreSQL's 9 MB WebAssembly module, and V8's optimising tier
// recompiles it in the background: seconds of CPU that a short test never earns back. Baseline
// code only (the JIT tier; the code that runs is the same) halves the CPU of the server suites.
const wasmBaselineOnly = ['--liftoff-only'];

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core keeps both busy while the other waits on a database or a child process.
    maxWorkers: 2,
    // Every run takes its files and tests in a new order (the seed is printed; --sequence.seed=N
    // repeats it), so a test that passes only after another fails here, not later.
    sequence: { shuffle: { files: true, tests: true } },
    // The JSON report feeds npm run test:timing (tests/tooling/timing-report.ts).
    reporters: ['default', ['json', { outputFile: 'test-results/timing/vitest.json' }]],
    projects: [
      {
        extends: true as const,
        test: { name: 'unit', include: unitSuites, exclude: [...serverSuites, ...isolatedUnitSuites], isolate: false },
      },
      {
        extends: true as const,
        test: { name: 'unit-isolated', include: isolatedUnitSuites },
      },
      {
        extends: true as const,
        test: {
          name: 'embedded',
          include: serverSuites,
          isolate: false,
          execArgv: wasmBaselineOnly,
          env: { TEST_DB_KIND: 'embedded' },
          globalSetup: templates,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgresql', include: serverSuites, isolate: false, env: { TEST_DB_KIND: 'postgresql' }, globalSetup: templates },
            },
          ]
        : []),
    ],
  },
});
