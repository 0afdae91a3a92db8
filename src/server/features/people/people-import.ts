// Many people at once (src/contract/people-import.ts): the CSV read with the same parser and
// options as the directory import (csv-parse), each row checked on its own and then against the
// district (its schools by name, its members, waiting invitations, the rows before it), and, when
// sending, every row that can be invited written in one transaction and mailed after it commits.
// The whole check runs again inside that transaction under one lock, so two sends of the same
// file at once, or a resend, invite nobody twice: the second finds the first's invitations waiting.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse/sync';
import type { Language } from '@contract/languages';
import { fillTemplate } from '@contract/message-template';
import {
  checkImportRow,
  importHeaderError,
  MAX_PEOPLE_IMPORT_ROWS,
  PEOPLE_IMPORT_COLUMNS,
  type ImportRow,
  type PeopleImportResult,
} from '@contract/people-import';
import { peopleMessages, peopleMessageTemplates } from '@contract/people-messages';
import type { Db, Tx } from '@server/db/connect';
import { invitations, schools, users } from '@server/db/schema';
import { badRequest } from '@server/plugins/http-error';
import type { AuthDeps } from '../auth/auth-deps';
import { insertInvitation, mailInvitation, type InvitationRecord } from '../auth/invitation-service';
import { isStaffRow } from './people-queries';

/** A row as read from the file: its line and its five cells (or how many it had instead). */
export interface FileRow {
  line: number;
  cells: string[];
}

const fileError = (message: string) => badRequest(message, [{ field: 'file', message }]);

/** The rows of the file, or 400 on `file` for a file that is not CSV, has the wrong header, no rows or too many. */
export function readImportFile(text: string): FileRow[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    throw fileError(fillTemplate(peopleMessageTemplates.importNotCsvLine, { line, reason: error.message }));
  }
  // info.lines is where a record ends; a quoted cell may span lines, so count back to its start.
  const records = parsed.map(({ record, info }) => ({
    cells: record,
    line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
  }));
  const [header, ...rows] = records;
  if (!header) throw fileError(peopleMessages.importEmpty);
  const headerError = importHeaderError(header.cells);
  if (headerError) throw fileError(headerError);
  if (rows.length === 0) throw fileError(peopleMessages.importNoRows);
  if (rows.length > MAX_PEOPLE_IMPORT_ROWS) {
    throw fileError(fillTemplate(peopleMessageTemplates.importTooManyRows, { limit: MAX_PEOPLE_IMPORT_ROWS, count: rows.length }));
  }
  return rows;
}

interface Planned extends ImportRow {
  schoolId: string | null;
}

/** Every row's result against the district as it is now (inside the sending transaction when sending). */
async function planRows(db: Db | Tx, districtId: string, rows: FileRow[]): Promise<Planned[]> {
  const checked = rows.map((row) => {
    if (row.cells.length !== PEOPLE_IMPORT_COLUMNS.length) {
      const message = fillTemplate(peopleMessageTemplates.importCellCount, { count: row.cells.length, expected: PEOPLE_IMPORT_COLUMNS.length });
      return { line: row.line, email: row.cells[0]?.trim() ?? '', firstName: '', lastName: '', school: null, errors: [{ field: 'row', message }] };
    }
    const [email, firstName, lastName, role, school] = row.cells as [string, string, string, string, string];
    return { line: row.line, ...checkImportRow({ email, firstName, lastName, role, school }) };
  });

  const emails = [...new Set(checked.filter((row) => row.errors.length === 0).map((row) => row.email))];
  // One after another: inside the sending transaction the three share its connection.
  const districtSchools = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.districtId, districtId));
  const accounts = emails.length
    ? await db
        .select({ email: users.email, districtId: users.districtId, staff: sql<boolean>`${isStaffRow}` })
        .from(users)
        .where(inArray(users.email, emails))
    : [];
  const waiting = emails.length
    ? await db
        .select({ email: invitations.email })
        .from(invitations)
        .where(and(inArray(invitations.email, emails), isNull(invitations.acceptedAt), sql`${invitations.expiresAt} > now()`))
    : [];
  const schoolsByName = new Map<string, { id: string; name: string }[]>();
  for (const school of districtSchools) {
    const key = school.name.trim().toLowerCase();
    schoolsByName.set(key, [...(schoolsByName.get(key) ?? []), school]);
  }
  const accountOf = new Map(accounts.map((account) => [account.email, account]));
  const invited = new Set(waiting.map((row) => row.email));
  const firstLine = new Map<string, number>();

  return checked.map((row) => {
    const errors = [...row.errors];
    let school: { id: string; name: string } | null = null;
    if (row.school !== null) {
      const found = schoolsByName.get(row.school.toLowerCase()) ?? [];
      if (found.length === 1) school = found[0]!;
      else {
        const template = found.length === 0 ? peopleMessageTemplates.importSchoolUnknown : peopleMessageTemplates.importSchoolAmbiguous;
        errors.push({ field: 'school', message: fillTemplate(template, { school: row.school }) });
      }
    }
    let status: ImportRow['status'] = 'invite';
    if (errors.length === 0) {
      const first = firstLine.get(row.email);
      const account = accountOf.get(row.email);
      if (first !== undefined) errors.push({ field: 'email', message: fillTemplate(peopleMessageTemplates.importDuplicate, { row: first }) });
      else if (account && (account.staff || account.districtId !== districtId))
        errors.push({ field: 'email', message: peopleMessages.importAccountElsewhere });
      else if (account) status = 'already-member';
      else if (invited.has(row.email)) status = 'already-invited';
    }
    if (!firstLine.has(row.email) && row.email) firstLine.set(row.email, row.line);
    if (errors.length) status = 'error';
    return {
      row: row.line,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      school,
      schoolId: school?.id ?? null,
      status,
      errors,
    };
  });
}

function answer(preview: boolean, district: { id: string; name: string }, rows: Planned[], mailFailed: number): PeopleImportResult {
  const counted = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    preview,
    district,
    rows: rows.map(({ schoolId: _schoolId, ...row }) => row),
    totals: {
      rows: rows.length,
      invite: counted(preview ? 'invite' : 'invited'),
      alreadyMember: counted('already-member'),
      alreadyInvited: counted('already-invited'),
      error: counted('error'),
      mailFailed,
    },
  };
}

/** One import at a time, so a second send of the same file waits and finds the first's invitations. */
const PEOPLE_IMPORT_LOCK = 0x70696d70; // 'pimp'

export async function importPeople(
  deps: AuthDeps,
  /** `language`: the invitation e-mails' (the request's: the people invited have no account yet). */
  input: { district: { id: string; name: string }; inviterId: string; rows: FileRow[]; preview: boolean; language: Language },
): Promise<PeopleImportResult> {
  const { district, rows } = input;
  if (input.preview) return answer(true, district, await planRows(deps.db, district.id, rows), 0);

  const { planned, created } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PEOPLE_IMPORT_LOCK})`);
    const planned = await planRows(tx, district.id, rows);
    const created: InvitationRecord[] = [];
    for (const row of planned) {
      if (row.status !== 'invite') continue;
      created.push(
        await insertInvitation(tx, { email: row.email, role: 'USER', districtId: district.id, schoolId: row.schoolId, invitedById: input.inviterId }),
      );
      row.status = 'invited';
    }
    return { planned, created };
  });
  // Mailed once each, after the invitations committed; a failed e-mail leaves its invitation, to be resent.
  let mailFailed = 0;
  for (const record of created) {
    const mailed = await mailInvitation(deps, record, input.language);
    if (mailed.mailError !== undefined) mailFailed += 1;
  }
  return answer(false, district, planned, mailFailed);
}
