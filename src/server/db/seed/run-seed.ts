// Seeds a database once in its life: SEED=demo loads the demo data, SEED=none loads nothing.
// The marker row and the data go in one transaction, so a crash never leaves half a seed, and
// two processes starting together on one PostgreSQL seed it once (the second waits on the key).
import type { Db, Tx } from '../connect';
import { appMeta } from '../schema';
import { seedAccounts } from './accounts';
import { seedBlueprintDemo } from './blueprints';
import { seedCatalogue } from './catalogue';
import { seedChecklist } from './checklist';
import { seedDirectory } from './directory';
import { seedOutcomeTerms } from './outcomes';
import { seedProgramme } from './programme';
import { seedProjects } from './projects';
import { seedRubric } from './rubric';
import { seedStaffConsole } from './staff-console';

const SEED_MARKER_KEY = 'seed';

export async function seedIfEmpty(db: Db, mode: 'demo' | 'none'): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER_KEY, value: { mode, at: new Date().toISOString() } })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (marked.length === 0) return 'skipped';
    if (mode === 'demo') await loadDemo(tx);
    return 'seeded';
  });
}

async function loadDemo(tx: Tx): Promise<void> {
  const directory = await seedDirectory(tx);
  const catalogue = await seedCatalogue(tx);
  const accounts = await seedAccounts(tx, directory);
  const ctx = { directory, catalogue, accounts };
  const { blueprintId } = await seedProgramme(tx, ctx);
  await seedBlueprintDemo(tx, ctx, blueprintId);
  await seedProjects(tx, ctx, blueprintId);
  await seedChecklist(tx, ctx);
  await seedStaffConsole(tx, ctx);
  await seedRubric(tx);
  await seedOutcomeTerms(tx);
}
