// Who a reminder or notice goes to. District mail goes to the person it concerns (the order's
// requester, the task's assignee, the blueprint's primary contact) while they still belong to that
// district; otherwise to the district's members. Programme staff are never district recipients:
// they have their own digest.
import { and, arrayOverlaps, eq, isNull, not } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { users } from '@server/db/schema';

const STAFF_ROLES = ['ADMIN', 'SCHOOL_SUCCESS_MANAGER'];
const notStaff = not(arrayOverlaps(users.roles, STAFF_ROLES));
/** A deactivated person hears of nothing: no reminder, notice or e-mail (docs/decisions.md, "People and roles"). */
const active = isNull(users.deactivatedAt);

export interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
  districtId: string | null;
  roles: string[];
  /** The language they chose (users.language): their e-mails' (languageOfPerson), English when none. */
  language: string | null;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  districtId: users.districtId,
  roles: users.roles,
  language: users.language,
};

/** The person concerned if still in the district, else every (confirmed) member of the district. */
export async function districtRecipients(db: Db | Tx, districtId: string, concernedUserId: string | null): Promise<string[]> {
  if (concernedUserId) {
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, concernedUserId), eq(users.districtId, districtId), notStaff, active));
    if (person) return [person.id];
  }
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.districtId, districtId), eq(users.isEmailConfirmed, true), notStaff, active));
  return members.map((m) => m.id);
}

/** Every programme staff member (the digest's recipients). */
export async function staffMembers(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayOverlaps(users.roles, STAFF_ROLES), active));
  return rows.map((r) => r.id);
}

export async function loadRecipient(db: Db | Tx, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.id, userId), active));
  return row ?? null;
}

export const isStaffRecipient = (recipient: Recipient) => recipient.roles.some((role) => STAFF_ROLES.includes(role));
