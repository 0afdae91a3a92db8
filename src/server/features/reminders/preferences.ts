// Each person's reminder choices: a row in reminder_opt_outs turns one kind off; no row, it is on.
import { and, eq } from 'drizzle-orm';
import { can } from '@contract/permissions';
import { DISTRICT_REMINDER_KINDS, STAFF_REMINDER_KINDS, type ReminderKind, type ReminderSettings } from '@contract/reminders';
import type { Db, Tx } from '@server/db/connect';
import { reminderOptOuts } from '@server/db/schema';

/** The kinds that concern someone with these roles: district kinds, staff kinds, or both. */
export function kindsFor(roles: readonly string[]): ReminderKind[] {
  return [...(can(roles, 'district:act') ? DISTRICT_REMINDER_KINDS : []), ...(can(roles, 'staff:console') ? STAFF_REMINDER_KINDS : [])];
}

export async function readReminderSettings(db: Db | Tx, userId: string, roles: readonly string[]): Promise<ReminderSettings> {
  const off = await db.select({ kind: reminderOptOuts.kind }).from(reminderOptOuts).where(eq(reminderOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return { items: kindsFor(roles).map((kind) => ({ kind, enabled: !offKinds.has(kind) })) };
}

export async function setReminderKind(db: Db | Tx, userId: string, kind: ReminderKind, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.delete(reminderOptOuts).where(and(eq(reminderOptOuts.userId, userId), eq(reminderOptOuts.kind, kind)));
  } else {
    await db.insert(reminderOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}

export async function hasOptedOut(db: Db | Tx, userId: string, kind: ReminderKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(and(eq(reminderOptOuts.userId, userId), eq(reminderOptOuts.kind, kind)));
  return Boolean(row);
}
