// `npm run import:directory -- path/to/schools.csv`: loads districts and schools from a file in the
// NCES Common Core of Data column layout (columns: src/server/features/directory/nces-columns.ts).
// Opens the configured database as the server does (with the embedded database, stop the server
// first: only one process can open it). All or nothing: any bad row is reported with its line
// number and nothing is written. Re-importing updates rows by NCES id.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { seedIfEmpty } from '../db/seed/run-seed';
import { importDirectoryCsv } from '../features/directory/import-service';

const USAGE = 'Usage: npm run import:directory -- <file.csv>';
/** Problems printed before "…and N more": enough to see the pattern without flooding a terminal. */
const MAX_PRINTED_ERRORS = 50;

class UsageError extends Error {}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  try {
    // The seed runs once per database; settling it first keeps a later start from seeding on top.
    await seedIfEmpty(database.db, config.seed);
    const outcome = await importDirectoryCsv(database.db, text);
    if (!outcome.ok) {
      console.error(`${file}: ${outcome.errors.length} problem(s); nothing was imported.`);
      for (const error of outcome.errors.slice(0, MAX_PRINTED_ERRORS)) console.error(`  line ${error.line}: ${error.message}`);
      if (outcome.errors.length > MAX_PRINTED_ERRORS) console.error(`  …and ${outcome.errors.length - MAX_PRINTED_ERRORS} more`);
      process.exitCode = 65;
      return;
    }
    const { districts, schools, skipped } = outcome.summary;
    console.log(
      `Imported ${file}: districts ${districts.created} new, ${districts.updated} updated; ` +
        `schools ${schools.created} new, ${schools.updated} updated` +
        (skipped ? `; ${skipped} closed school(s) skipped.` : '.'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(error instanceof ConfigError ? 78 : 64);
  }
  console.error('The import failed; nothing was changed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
