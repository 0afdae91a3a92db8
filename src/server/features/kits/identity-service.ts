// Kit identities follow the figure of kits on hand: after every kit write (a count, a delivery, a
// return) the project's active kits number exactly its kits on hand. A rise labels new kits with
// the next sequence numbers; a fall retires the highest-numbered active kits (the last labelled
// are taken to be the ones that left, so the labels already on the shelf stay valid), those on the
// shelf before any out with a class by code.
import { sql } from 'drizzle-orm';
import { kitCode, kitPrefixCandidate } from '@contract/kits';
import type { Tx } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';

interface KitState {
  kits_on_hand: number;
  active: number | string;
  max_seq: number | string;
  prefix: string | null;
  resource_name: string;
  school_name: string;
}

/** Tries when another project takes the same free prefix at the same moment (each read sees it then). */
const PREFIX_RACE_ATTEMPTS = 5;

/**
 * The project's prefix: the best candidate no other project holds. The prefixes already taken on
 * the same base are read at once and the first free number is taken, so a district where hundreds of
 * projects share initials (one kit at many schools named alike) still gets one in two statements;
 * trying the numbers one insert at a time ran out after a hundred and answered 500.
 */
async function takePrefix(tx: Tx, projectId: string, resourceName: string, schoolName: string): Promise<string> {
  const base = kitPrefixCandidate(resourceName, schoolName, 1);
  for (let race = 0; race < PREFIX_RACE_ATTEMPTS; race++) {
    // A base is letters, digits and '-', so it needs no escaping in LIKE.
    const held = await tx.execute(sql`select prefix from kit_code_prefixes where prefix like ${`${base}%`}`);
    const taken = new Set(rawRows<{ prefix: string }>(held).map((row) => row.prefix));
    let attempt = 1;
    while (taken.has(kitPrefixCandidate(resourceName, schoolName, attempt))) attempt++;
    const prefix = kitPrefixCandidate(resourceName, schoolName, attempt);
    // ON CONFLICT DO NOTHING: another project that took it since the read is no error, only a new read.
    const inserted = await tx.execute(
      sql`insert into kit_code_prefixes (prefix, project_id) values (${prefix}, ${projectId}::uuid) on conflict do nothing returning prefix`,
    );
    if (rawRows(inserted).length > 0) return prefix;
  }
  throw new Error('No free kit code prefix');
}

/** What raised the kits on hand, for the new kits' history: a delivery of an order, by whom. */
export interface LabelCause {
  /** The order delivered and how many kits came: the last that many new kits are the ones it brought. */
  deliveredBy?: { orderId: string; userId: string | null; kits: number };
}

/**
 * Makes the project's active kits match its kits on hand. The caller holds the project's row lock
 * (every kit write takes it first), so two writes never label the same sequence number. Each new kit's
 * history starts with `labelled`, and `delivered` when a delivery brought it (kit_events).
 */
export async function matchKitIdentities(tx: Tx, projectId: string, cause: LabelCause = {}): Promise<void> {
  const result = await tx.execute(sql`
    select p.kits_on_hand,
      (select count(*) from kits k where k.project_id = p.id and k.status = 'active') as active,
      (select coalesce(max(k.seq), 0) from kits k where k.project_id = p.id) as max_seq,
      (select c.prefix from kit_code_prefixes c where c.project_id = p.id) as prefix,
      (select r.name from resources r where r.id = p.resource_id) as resource_name,
      (select s.name from schools s where s.id = p.school_id) as school_name
    from projects p where p.id = ${projectId}::uuid`);
  const state = rawRows<KitState>(result)[0];
  if (!state) return;
  const active = Number(state.active);
  const onHand = state.kits_on_hand;
  if (active > onHand) {
    await tx.execute(sql`
      update kits set status = 'retired', retired_at = now()
      where id in (
        select k.id from kits k where k.project_id = ${projectId}::uuid and k.status = 'active'
        -- A kit out with a class by code is still the school's: the shelf's kits go first.
        order by exists (select 1 from kit_custody c where c.kit_id = k.id and c.returned_at is null), k.seq desc
        limit ${active - onHand}
      )`);
    return;
  }
  if (active === onHand) return;
  const prefix = state.prefix ?? (await takePrefix(tx, projectId, state.resource_name, state.school_name));
  const first = Number(state.max_seq) + 1;
  const rows = Array.from({ length: onHand - active }, (_, i) => first + i);
  const inserted = await tx.execute(sql`
    insert into kits (project_id, seq, code)
    values ${sql.join(
      rows.map((seq) => sql`(${projectId}::uuid, ${seq}, ${kitCode(prefix, seq)})`),
      sql`, `,
    )}
    returning id`);
  const ids = rawRows<{ id: string }>(inserted).map((row) => row.id);
  const delivered = cause.deliveredBy;
  // Kits on hand set before labels existed are labelled with a delivery too; only the kits it brought were delivered.
  const broughtFrom = delivered ? ids.length - delivered.kits : ids.length;
  const events = ids.flatMap((id, index) => [
    sql`(${id}::uuid, 'labelled', ${delivered?.userId ?? null}::uuid, null::uuid)`,
    ...(delivered && index >= broughtFrom ? [sql`(${id}::uuid, 'delivered', ${delivered.userId}::uuid, ${delivered.orderId}::uuid)`] : []),
  ]);
  await tx.execute(sql`insert into kit_events (kit_id, kind, by_id, order_id) values ${sql.join(events, sql`, `)}`);
}

/**
 * matchKitIdentities for several projects (a wave of counts, whose rows the caller has locked):
 * one statement finds those whose active kits differ from their kits on hand, and only those are
 * matched, one by one in the order given, as the counts alone would match them.
 */
export async function matchKitIdentitiesOf(tx: Tx, projectIds: readonly string[]): Promise<void> {
  if (projectIds.length === 0) return;
  const result = await tx.execute(sql`
    select p.id from projects p
    where p.id in (select value::uuid from json_array_elements_text(${JSON.stringify(projectIds)}::json))
      and p.kits_on_hand <> (select count(*) from kits k where k.project_id = p.id and k.status = 'active')`);
  const differing = new Set(rawRows<{ id: string }>(result).map((row) => row.id));
  for (const id of projectIds) if (differing.has(id)) await matchKitIdentities(tx, id);
}
