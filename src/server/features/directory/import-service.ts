// Loads a parsed directory file into districts and schools in ONE transaction: all rows or none.
// Rows are matched by NCES id (LEAID, NCESSCH), so importing a newer file updates in place and
// never duplicates; our own ids, and everything that refers to them, stay.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { districts, schools } from '@server/db/schema';
import { parseDirectoryCsv, type ImportedDistrict, type ImportedSchool, type PresentColumns, type RowError } from './csv-rows';

interface ImportSummary {
  districts: { created: number; updated: number };
  schools: { created: number; updated: number };
  /** Closed schools (SY_STATUS 2) left out. */
  skipped: number;
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; errors: RowError[] };

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

// xmax is 0 on a row version this statement inserted, so one upsert tells created from updated.
const wasInserted = sql<boolean>`(xmax = 0)`;

async function upsertDistricts(tx: Tx, rows: ImportedDistrict[], present: PresentColumns) {
  const ids = new Map<string, string>();
  let created = 0;
  for (const chunk of chunks(rows)) {
    const result = await tx
      .insert(districts)
      .values(chunk.map((d) => ({ ncesId: d.ncesId, name: d.name, state: d.state, city: d.city, emailDomains: d.emailDomains })))
      .onConflictDoUpdate({
        target: districts.ncesId,
        set: {
          name: sql`excluded.name`,
          state: sql`excluded.state`,
          city: sql`coalesce(excluded.city, ${districts.city})`,
          ...(present.emailDomains ? { emailDomains: sql`excluded.email_domains` } : {}),
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: districts.id, ncesId: districts.ncesId, inserted: wasInserted });
    for (const row of result) {
      ids.set(row.ncesId!, row.id);
      if (row.inserted) created += 1;
    }
  }
  return { ids, created, updated: rows.length - created };
}

async function upsertSchools(tx: Tx, rows: ImportedSchool[], present: PresentColumns, districtIds: Map<string, string>) {
  let created = 0;
  // Facts a file does not carry are kept as stored (see nces-columns.ts).
  const set = {
    districtId: sql`excluded.district_id`,
    name: sql`excluded.name`,
    state: sql`excluded.state`,
    ...(present.city ? { city: sql`excluded.city` } : {}),
    ...(present.gradeBand ? { gradeBand: sql`excluded.grade_band` } : {}),
    ...(present.titleI ? { titleIStatus: sql`excluded.title_i_status` } : {}),
    ...(present.enrollment ? { estimatedEnrollment: sql`excluded.estimated_enrollment` } : {}),
    ...(present.disadvantaged ? { economicallyDisadvantagedPct: sql`excluded.economically_disadvantaged_pct` } : {}),
    ...(present.contactEmails ? { contactEmails: sql`excluded.contact_emails` } : {}),
    updatedAt: sql`now()`,
  };
  for (const chunk of chunks(rows)) {
    const result = await tx
      .insert(schools)
      .values(
        chunk.map((s) => ({
          ncesId: s.ncesId,
          districtId: districtIds.get(s.districtNcesId)!,
          name: s.name,
          state: s.state,
          city: s.city,
          gradeBand: s.gradeBand,
          titleIStatus: s.titleIStatus,
          estimatedEnrollment: s.estimatedEnrollment,
          economicallyDisadvantagedPct: s.economicallyDisadvantagedPct,
          contactEmails: s.contactEmails,
        })),
      )
      .onConflictDoUpdate({ target: schools.ncesId, set })
      .returning({ inserted: wasInserted });
    created += result.filter((r) => r.inserted).length;
  }
  return { created, updated: rows.length - created };
}

/** Parses and imports a directory CSV. Bad rows: nothing is written and every problem is returned. */
export async function importDirectoryCsv(db: Db, text: string): Promise<ImportOutcome> {
  const parsed = parseDirectoryCsv(text);
  if (!parsed.ok) return parsed;
  const summary = await db.transaction(async (tx) => {
    const d = await upsertDistricts(tx, parsed.districts, parsed.present);
    const s = await upsertSchools(tx, parsed.schools, parsed.present, d.ids);
    return {
      districts: { created: d.created, updated: d.updated },
      schools: s,
      skipped: parsed.skipped,
    } satisfies ImportSummary;
  });
  return { ok: true, summary };
}
