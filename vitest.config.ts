import { defineConfig } from 'vitest/config';

// Server suites run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
const serverSuites = ['tests/**/*.test.ts'];
const unitSuites = ['src/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'embedded',
          include: [...serverSuites, ...unitSuites],
          env: { TEST_DB_KIND: 'embedded' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgresql',
                include: serverSuites,
                env: { TEST_DB_KIND: 'postgresql' },
              },
            },
          ]
        : []),
    ],
  },
});
