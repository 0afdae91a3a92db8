// What a person's calendar feed holds, by what they may see and what concerns them:
//
// - District and school staff (their own district only): return dates of Active checkouts with kits
//   out, pending checklist tasks with a due date (count-due tasks are left out: the count itself is
//   an event), expected arrival of shipped orders, the next count due of each project (by the
//   district's cadence) and the expiry of quotes not yet approved. Like the reminder e-mails
//   (reminders/recipients.ts), a checkout, task, delivery or quote concerns the person it names
//   (the checkout's maker, the task's assignee, the order's requester, the blueprint's primary
//   contact) and, when it names nobody still in the district, everyone in it; counts concern all.
// - Programme staff (across their staff scope): what they act on: checkout return dates (chasing
//   overdue returns), expected deliveries of the orders they shipped, and quote expiry. Checklist
//   tasks and counts are the districts' to do, so they stay out of staff feeds.
//
// Titles, descriptions and categories are in the owner's language (users.language, else English):
// a calendar app fetches without a session or a browser's language.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '@contract/permissions';
import { COUNT_DUE_SOURCE_PREFIX } from '@contract/count-schedule';
import { formatOrderNumber } from '@contract/order-number';
import type { Db } from '@server/db/connect';
import { actionTasks, blueprints, districts, kitOrders, projects, schools } from '@server/db/schema';
import type { Words } from '@server/i18n/text';
import { inStaffScope, staffScopeOfUser } from '@server/plugins/staff-scope';
import { dueDateSql } from '../count-schedule/freshness-queries';
import type { AllDayEvent } from './ical';

export interface FeedOwner {
  id: string;
  districtId: string | null;
  roles: string[];
}

/** Kits still out on an order (the contract's kitsOutstanding), in SQL. */
const outstandingSql = sql<number>`coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort}`;

/**
 * The person named by `concerned` is the owner, or names nobody who is still a (non-staff) member
 * of the row's district: then the row concerns every member, as its reminder e-mail does.
 */
const concernsOwner = (concerned: AnyPgColumn, districtColumn: AnyPgColumn, ownerId: string): SQL =>
  sql`(${concerned} = ${ownerId} or not exists (
    select 1 from users member where member.id = ${concerned} and member.district_id = ${districtColumn}
      and not (member.roles && array['ADMIN', 'SCHOOL_SUCCESS_MANAGER']::text[])))`;

interface Scope {
  /** Rows of which districts. */
  district: (column: AnyPgColumn) => SQL;
  /** Rows naming whom (always true for staff). */
  concerns: (concerned: AnyPgColumn, districtColumn: AnyPgColumn) => SQL;
  staff: boolean;
}

async function scopeOf(db: Db, owner: FeedOwner): Promise<Scope | null> {
  if (can(owner.roles, 'staff:console')) {
    const scope = await staffScopeOfUser(db, owner.id, owner.roles);
    return { district: (column) => inStaffScope(scope, column), concerns: () => sql`true`, staff: true };
  }
  const { districtId } = owner;
  if (!districtId) return null;
  return {
    district: (column) => eq(column, districtId),
    concerns: (concerned, districtColumn) => concernsOwner(concerned, districtColumn, owner.id),
    staff: false,
  };
}

/** "Bridge Engineering, Cedar Valley High School" (with the district for staff, who see many). */
const place = (project: string, school: string, district: string, staff: boolean) =>
  staff ? `${project}, ${school} (${district})` : `${project}, ${school}`;

async function checkoutEvents(db: Db, scope: Scope, links: Links, words: Words): Promise<AllDayEvent[]> {
  const rows = await db
    .select({
      id: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      checkoutName: kitOrders.checkoutName,
      returnDate: kitOrders.returnDate,
      outstanding: outstandingSql,
      projectId: projects.id,
      projectName: projects.name,
      schoolName: schools.name,
      districtName: districts.name,
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(
      and(
        eq(kitOrders.kind, 'checkout'),
        eq(kitOrders.status, 'Active'),
        isNotNull(kitOrders.returnDate),
        sql`${outstandingSql} > 0`,
        scope.district(projects.districtId),
        scope.concerns(kitOrders.createdById, projects.districtId),
      ),
    );
  return rows.map((row) => {
    const url = scope.staff ? links.staffOrder(row.id) : links.returnKits(row.projectId, row.id);
    const number = formatOrderNumber(row.orderNumber);
    return {
      uid: `checkout-${row.id}`,
      day: row.returnDate!,
      summary: words.t('document.calendar.checkout.summary', {
        checkout: row.checkoutName ?? number,
        place: place(row.projectName, row.schoolName, row.districtName, scope.staff),
      }),
      description: `${words.tp('document.calendar.checkout.description', Number(row.outstanding), { number })}\n${url}`,
      url,
      categories: words.t('document.calendar.checkout.category'),
    };
  });
}

async function deliveryEvents(db: Db, scope: Scope, links: Links, words: Words): Promise<AllDayEvent[]> {
  const rows = await db
    .select({
      id: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      expectedArrival: kitOrders.expectedArrival,
      carrier: kitOrders.carrier,
      trackingReference: kitOrders.trackingReference,
      projectId: projects.id,
      projectName: projects.name,
      schoolName: schools.name,
      districtName: districts.name,
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(
      and(
        inArray(kitOrders.kind, ['request', 'refill']),
        eq(kitOrders.status, 'Shipped'),
        isNotNull(kitOrders.expectedArrival),
        scope.district(projects.districtId),
        scope.concerns(kitOrders.createdById, projects.districtId),
      ),
    );
  return rows.map((row) => {
    const url = scope.staff ? links.staffOrder(row.id) : links.orders(row.projectId);
    const number = formatOrderNumber(row.orderNumber);
    const tracking = [row.carrier, row.trackingReference].filter(Boolean).join(' ');
    return {
      uid: `delivery-${row.id}`,
      day: row.expectedArrival!,
      summary: words.t('document.calendar.delivery.summary', {
        place: place(row.projectName, row.schoolName, row.districtName, scope.staff),
        number,
      }),
      description: [
        words.t('document.calendar.delivery.description', { number }),
        tracking ? words.t('document.calendar.delivery.tracking', { tracking }) : null,
        url,
      ]
        .filter(Boolean)
        .join('\n'),
      url,
      categories: words.t('document.calendar.delivery.category'),
    };
  });
}

async function taskEvents(db: Db, scope: Scope, links: Links, words: Words): Promise<AllDayEvent[]> {
  const rows = await db
    .select({ id: actionTasks.id, title: actionTasks.title, dueDate: actionTasks.dueDate, isRequired: actionTasks.isRequired })
    .from(actionTasks)
    .where(
      and(
        isNull(actionTasks.completedAt),
        isNotNull(actionTasks.dueDate),
        sql`coalesce(${actionTasks.sourceKey}, '') not like ${`${COUNT_DUE_SOURCE_PREFIX}%`}`,
        scope.district(actionTasks.districtId),
        scope.concerns(actionTasks.userId, actionTasks.districtId),
      ),
    );
  const url = links.checklist();
  return rows.map((row) => ({
    uid: `task-${row.id}`,
    day: row.dueDate!,
    summary: words.t('document.calendar.task.summary', { title: row.title }),
    description: `${words.t(row.isRequired ? 'document.calendar.task.requiredDescription' : 'document.calendar.task.description')}\n${url}`,
    url,
    categories: words.t('document.calendar.task.category'),
  }));
}

async function countEvents(db: Db, scope: Scope, links: Links, words: Words): Promise<AllDayEvent[]> {
  const rows = await db
    .select({ projectId: projects.id, projectName: projects.name, schoolName: schools.name, districtName: districts.name, dueDate: dueDateSql })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(and(isNotNull(districts.countEveryDays), scope.district(projects.districtId)));
  return rows
    .filter((row) => row.dueDate !== null)
    .map((row) => {
      const url = links.newCount(row.projectId);
      return {
        uid: `count-${row.projectId}`,
        day: row.dueDate!,
        summary: words.t('document.calendar.count.summary', { place: place(row.projectName, row.schoolName, row.districtName, scope.staff) }),
        description: `${words.t('document.calendar.count.description')}\n${url}`,
        url,
        categories: words.t('document.calendar.count.category'),
      };
    });
}

async function quoteEvents(db: Db, scope: Scope, links: Links, words: Words): Promise<AllDayEvent[]> {
  const rows = await db
    .select({ id: blueprints.id, preparedFor: blueprints.preparedFor, quoteExpiresAt: blueprints.quoteExpiresAt, districtName: districts.name })
    .from(blueprints)
    .innerJoin(districts, eq(districts.id, blueprints.districtId))
    .where(
      and(
        eq(blueprints.approval, 'Needs approval'),
        isNotNull(blueprints.quoteExpiresAt),
        scope.district(blueprints.districtId),
        scope.concerns(blueprints.primaryContactId, blueprints.districtId),
      ),
    );
  return rows.map((row) => {
    const url = links.blueprint(row.id);
    const who = scope.staff ? `${row.preparedFor} (${row.districtName})` : row.preparedFor;
    return {
      uid: `quote-${row.id}`,
      day: row.quoteExpiresAt!,
      summary: words.t('document.calendar.quote.summary', { name: who }),
      description: `${words.t('document.calendar.quote.description')}\n${url}`,
      url,
      categories: words.t('document.calendar.quote.category'),
    };
  });
}

/** The portal pages the events link to (the client's routes, src/client/app/paths.ts). */
interface Links {
  returnKits: (projectId: string, orderId: string) => string;
  orders: (projectId: string) => string;
  staffOrder: (orderId: string) => string;
  checklist: () => string;
  newCount: (projectId: string) => string;
  blueprint: (blueprintId: string) => string;
}

const linksOf = (base: string): Links => ({
  returnKits: (projectId, orderId) => `${base}/projects/${projectId}/return-kits?order=${orderId}`,
  orders: (projectId) => `${base}/projects/orders?project=${projectId}`,
  staffOrder: (orderId) => `${base}/staff/kit-orders?order=${orderId}`,
  checklist: () => `${base}/checklist`,
  newCount: (projectId) => `${base}/projects/counts/new?project=${projectId}`,
  blueprint: (blueprintId) => `${base}/blueprints/${blueprintId}`,
});

/** Every event of the person's feed, by day; UIDs `<kind>-<id>@<host of the public URL>`. */
export async function feedEvents(db: Db, owner: FeedOwner, publicUrl: string, words: Words): Promise<AllDayEvent[]> {
  const scope = await scopeOf(db, owner);
  if (!scope) return [];
  const links = linksOf(publicUrl);
  const lists = await Promise.all([
    checkoutEvents(db, scope, links, words),
    deliveryEvents(db, scope, links, words),
    quoteEvents(db, scope, links, words),
    ...(scope.staff ? [] : [taskEvents(db, scope, links, words), countEvents(db, scope, links, words)]),
  ]);
  const host = new URL(publicUrl).host;
  return lists
    .flat()
    .map((event) => ({ ...event, uid: `${event.uid}@${host}` }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid));
}
