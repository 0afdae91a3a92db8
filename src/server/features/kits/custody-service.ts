// Which labelled kit is out on which checkout (kit_custody): taken by code or picked from the shelf
// when a checkout is made, given back by code with its condition. Callers hold the project's row
// lock, so two checkouts of one project check the same kits one after the other; the partial
// unique index on kit_custody (one open row per kit) refuses a double checkout even so.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { conditionOf } from '@contract/kit-custody';
import { custodyMessages, type KitCondition } from '@contract/kit-custody-messages';
import type { FieldError } from '@contract/errors';
import type { Tx } from '@server/db/connect';
import { kitCustody, kits, projects } from '@server/db/schema';
import { badRequest, conflict } from '@server/plugins/http-error';
import { insertConditionReport } from './condition-service';

interface CheckoutProject {
  id: string;
  districtId: string;
}

const refusal = (status: 400 | 409, field: string, message: string) => ({ status, error: { field, message } satisfies FieldError });

/** The kits named by `codes`, in their order, or the first refusal naming the code and its place. */
async function kitsForCodes(tx: Tx, project: CheckoutProject, codes: readonly string[]) {
  const rows = await tx
    .select({
      id: kits.id,
      code: kits.code,
      status: kits.status,
      condition: kits.condition,
      projectId: kits.projectId,
      districtId: projects.districtId,
      outWith: sql<string | null>`(select coalesce(o.checkout_name, 'another order') from kit_custody c
        join kit_orders o on o.id = c.order_id where c.kit_id = ${kits.id} and c.returned_at is null)`,
    })
    .from(kits)
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .where(inArray(kits.code, [...codes]));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const refusals = codes.flatMap((code, index) => {
    const field = `kitCodes.${index}`;
    const kit = byCode.get(code);
    // Another district's kit is not revealed: it reads as unknown, as any of its objects would.
    if (!kit || kit.districtId !== project.districtId) return [refusal(400, field, custodyMessages.unknown(code))];
    if (kit.projectId !== project.id) return [refusal(400, field, custodyMessages.otherProject(code))];
    if (kit.status !== 'active') return [refusal(400, field, custodyMessages.retired(code))];
    if (kit.outWith !== null) return [refusal(409, field, custodyMessages.alreadyOut(code, kit.outWith))];
    if (kit.condition !== 'ok') return [refusal(400, field, custodyMessages.notOk(code, kit.condition))];
    return [];
  });
  if (refusals.length > 0) {
    // One status for the answer: "already out" is a conflict with another checkout only when nothing else is wrong.
    const status = refusals.every((r) => r.status === 409) ? 409 : 400;
    const errors = refusals.map((r) => r.error);
    throw status === 409 ? conflict(errors[0]!.message, errors) : badRequest(errors[0]!.message, errors);
  }
  return codes.map((code) => byCode.get(code)!.id);
}

/** The `count` lowest-numbered kits of the project on the shelf: active, in good order, out on no checkout. */
async function pickFreeKits(tx: Tx, projectId: string, count: number): Promise<string[]> {
  const free = await tx
    .select({ id: kits.id })
    .from(kits)
    .leftJoin(kitCustody, and(eq(kitCustody.kitId, kits.id), isNull(kitCustody.returnedAt)))
    .where(and(eq(kits.projectId, projectId), eq(kits.status, 'active'), eq(kits.condition, 'ok'), isNull(kitCustody.id)))
    .orderBy(asc(kits.seq))
    .limit(count);
  if (free.length < count) {
    const message = custodyMessages.pickShort(free.length);
    throw badRequest(message, [{ field: 'kitsNeeded', message }]);
  }
  return free.map((row) => row.id);
}

export type KitChoice = { codes: readonly string[] } | { pick: number };

/** The kits a new checkout takes out, checked, or an HttpError naming the refused code. */
export async function chooseKits(tx: Tx, project: CheckoutProject, choice: KitChoice): Promise<string[]> {
  return 'codes' in choice ? kitsForCodes(tx, project, choice.codes) : pickFreeKits(tx, project.id, choice.pick);
}

/** Records the chosen kits as out on the order; a kit another transaction took meanwhile answers 409. */
export async function takeKits(tx: Tx, orderId: string, kitIds: readonly string[], madeAt: SQL): Promise<void> {
  const taken = await tx
    .insert(kitCustody)
    .values(kitIds.map((kitId) => ({ orderId, kitId, madeAt })))
    .onConflictDoNothing()
    .returning({ kitId: kitCustody.kitId });
  if (taken.length < kitIds.length) {
    const lost = kitIds.find((id) => !taken.some((row) => row.kitId === id))!;
    const [kit] = await tx.select({ code: kits.code }).from(kits).where(eq(kits.id, lost));
    const message = custodyMessages.alreadyOut(kit!.code, 'another checkout');
    throw conflict(message, [{ field: 'kitCodes', message }]);
  }
}

/** The codes out on the order now, in sequence order. */
async function codesOutOn(tx: Tx, orderId: string) {
  return tx
    .select({ custodyId: kitCustody.id, kitId: kits.id, code: kits.code })
    .from(kitCustody)
    .innerJoin(kits, eq(kits.id, kitCustody.kitId))
    .where(and(eq(kitCustody.orderId, orderId), isNull(kitCustody.returnedAt)))
    .orderBy(asc(kits.seq));
}

/** Whether the order's kits went out by code (then a return names them). */
export async function hasKitsOut(tx: Tx, orderId: string): Promise<boolean> {
  return (await codesOutOn(tx, orderId)).length > 0;
}

interface ReturnedKits {
  codes: readonly string[];
  conditions?: readonly { code: string; condition: KitCondition; note: string | null; photoIds?: readonly string[] | undefined }[];
}

/** Who returned the kits, for the condition reports a return writes. */
interface Returner {
  userId: string;
  districtId: string;
  madeAt: string | undefined;
}

/**
 * Gives the codes back from the order with their conditions; each must be out on it (400 naming the
 * code). A kit that came back other than ok, or with photos, gets a condition report (source
 * 'return') in the same transaction, so staff see it among their kit issues.
 */
export async function giveBackKits(tx: Tx, orderId: string, returned: ReturnedKits, returner: Returner): Promise<void> {
  const out = await codesOutOn(tx, orderId);
  const errors = returned.codes.flatMap((code, index) =>
    out.some((row) => row.code === code) ? [] : [{ field: `kitCodes.${index}`, message: custodyMessages.notOnOrder(code) }],
  );
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  for (const code of returned.codes) {
    const row = out.find((candidate) => candidate.code === code)!;
    const condition = conditionOf(code, returned.conditions);
    const entryIndex = returned.conditions?.findIndex((entry) => entry.code === code) ?? -1;
    const entry = entryIndex >= 0 ? returned.conditions![entryIndex] : undefined;
    const note = entry?.note ?? null;
    await tx
      .update(kitCustody)
      .set({ returnedAt: sql`now()`, returnCondition: condition, returnNote: note })
      .where(eq(kitCustody.id, row.custodyId));
    // The kit's condition is the one it came back in: a damaged or lost kit is not taken out again until it is ok.
    await tx.update(kits).set({ condition }).where(eq(kits.id, row.kitId));
    const photoIds = entry?.photoIds ?? [];
    if (condition !== 'ok' || photoIds.length > 0) {
      await insertConditionReport(tx, {
        kitId: row.kitId,
        kitCode: code,
        districtId: returner.districtId,
        condition,
        note,
        photoIds,
        source: 'return',
        orderId,
        reporterId: returner.userId,
        madeAt: returner.madeAt,
        photosField: `conditions.${entryIndex}.photoIds`,
      });
    }
  }
}

/** A cancelled checkout's kits are back on the shelf as they went out. */
export async function releaseKits(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(kitCustody)
    .set({ returnedAt: sql`now()` })
    .where(and(eq(kitCustody.orderId, orderId), isNull(kitCustody.returnedAt)));
}
