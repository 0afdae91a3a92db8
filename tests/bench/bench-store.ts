// Where a benchmark's server keeps its data: the embedded PGlite under its DATA_DIR (the default),
// or, with BENCH_DATABASE_URL=postgres://…/postgres, a fresh PostgreSQL database made for the run.
import { openDatabase } from '@server/db/connect';
import { createTestDatabase } from '../helpers/test-db';

export interface Store {
  label: string;
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

export async function makeStore(dataDir: string): Promise<Store> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    return { label: 'PGlite', env: {}, open: () => openDatabase({ kind: 'embedded', dataDir }), drop: async () => undefined };
  }
  process.env.TEST_DB_KIND = 'postgresql';
  process.env.TEST_DATABASE_URL = adminUrl;
  // createTestDatabase makes (and on close drops) a database of its own on that server.
  const created = await createTestDatabase();
  const url = created.url!;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgresql', url }),
    drop: () => created.close(),
  };
}
