// Bringing many people in at once: a CSV with the columns `email,firstName,lastName,role,school`,
// sent as text/csv to POST /staff/people/import?districtId=… (staff, a district within reach) or
// POST /district/people/import (the coordinator, their own district). With `?preview=true` the
// answer is one result per row and nothing is sent; without it, every row that can be invited is,
// in one go, and a resend of the same file invites nobody twice. Rules: docs/decisions.md
// "People import".
import { z } from 'zod';
import type { FieldError } from './errors';
import { fillTemplate } from './message-template';
import { messages } from './messages';
import { peopleMessages, peopleMessageTemplates } from './people-messages';
import { emailSchema } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The header of an import file, in this order (names matched without regard to case). */
export const PEOPLE_IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'role', 'school'] as const;
type ImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number];

/** Most people in one file: a district's whole staff fits; a larger file is split. */
export const MAX_PEOPLE_IMPORT_ROWS = 2000;
/** Most bytes in one file: room for the most rows with long names and school names. */
export const MAX_PEOPLE_IMPORT_BYTES = 2 * 1024 * 1024;

const previewSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' || v === undefined ? false : v),
  z.boolean({ error: peopleMessages.importPreviewInvalid }),
);

export const staffImportQuerySchema = z.object({
  preview: previewSchema,
  districtId: z.preprocess(
    blank,
    z.string({ error: peopleMessages.importDistrictRequired }).regex(UUID, { error: peopleMessages.importDistrictRequired }),
  ),
});

/** A district imports into its own district: `districtId` is read only so another one is refused, not ignored. */
export const districtImportQuerySchema = z.object({ preview: previewSchema, districtId: z.preprocess(blank, z.string().optional()) });

export const IMPORT_ROW_STATUSES = ['invite', 'invited', 'already-member', 'already-invited', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

const importRowSchema = z.object({
  /** The row's line in the file, as a spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  school: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const peopleImportResultSchema = z.object({
  preview: z.boolean(),
  district: z.object({ id: z.string(), name: z.string() }),
  rows: z.array(importRowSchema),
  totals: z.object({
    rows: z.number().int(),
    /** To be invited (preview) or invited now (send). */
    invite: z.number().int(),
    alreadyMember: z.number().int(),
    alreadyInvited: z.number().int(),
    error: z.number().int(),
    /** Invitations made whose e-mail could not be sent (their links can be resent from Invitations). */
    mailFailed: z.number().int(),
  }),
});
export type PeopleImportResult = z.infer<typeof peopleImportResultSchema>;

/** The first line of the template file offered for download. */
export const PEOPLE_IMPORT_TEMPLATE = `${PEOPLE_IMPORT_COLUMNS.join(',')}\n`;

/** The header's problem, or null when it is exactly the expected columns (any case). */
export function importHeaderError(header: readonly string[]): string | null {
  const found = header.map((name) => name.trim());
  const matches =
    found.length === PEOPLE_IMPORT_COLUMNS.length && PEOPLE_IMPORT_COLUMNS.every((name, i) => found[i]!.toLowerCase() === name.toLowerCase());
  if (matches) return null;
  return fillTemplate(peopleMessageTemplates.importColumns, {
    expected: PEOPLE_IMPORT_COLUMNS.join(','),
    found: found.join(',') || '(nothing)',
  });
}

/** A row's cells, checked on their own (the district's schools and people are the server's). */
export interface CheckedImportRow {
  email: string;
  firstName: string;
  lastName: string;
  /** The school's name as written, or null for none. */
  school: string | null;
  errors: FieldError[];
}

/** Staff roles: a file never grants them, whoever sends it. */
const STAFF_ROLE_NAMES = ['admin', 'school_success_manager'];

export function checkImportRow(cells: Readonly<Record<ImportColumn, string>>): CheckedImportRow {
  const errors: FieldError[] = [];
  const fail = (field: ImportColumn, message: string) => errors.push({ field, message });
  const email = emailSchema.safeParse(cells.email);
  if (!email.success) fail('email', email.error.issues[0]?.message ?? messages.emailInvalid);
  const firstName = cells.firstName.trim();
  const lastName = cells.lastName.trim();
  if (firstName.length > 100) fail('firstName', peopleMessages.importNameTooLong);
  if (lastName.length > 100) fail('lastName', peopleMessages.importNameTooLong);
  const role = cells.role.trim().toLowerCase();
  if (STAFF_ROLE_NAMES.includes(role)) fail('role', peopleMessages.importRoleNotGrantable);
  else if (role !== '' && role !== 'user') fail('role', peopleMessages.importRoleInvalid);
  const school = cells.school.trim();
  return {
    email: email.success ? email.data : cells.email.trim(),
    firstName,
    lastName,
    school: school === '' ? null : school,
    errors,
  };
}
