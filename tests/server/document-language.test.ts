// Documents and notices in the reader's language: the request's Accept-Language, or the language a
// person chose (users.language) whatever their browser asks; a calendar feed in its owner's. The
// expected texts come from the catalogues (the server's English ids and the Spanish catalogue),
// never typed here.
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlueprintDetail } from '@contract/blueprints';
import { es } from '@contract/i18n/es';
import { fillTemplate } from '@contract/message-template';
import type { NotificationList } from '@contract/notifications';
import { formatOrderNumber } from '@contract/order-number';
import { routes } from '@contract/routes';
import { actionTasks, blueprints, notifications, users } from '@server/db/schema';
import { csvHeader } from '@server/features/exports/csv-reply';
import { INVENTORY_CSV_COLUMNS } from '@server/features/exports/routes';
import { KIT_ORDERS_CSV_COLUMNS } from '@server/features/projects/staff-routes';
import { documentMessages } from '@server/i18n/en/documents';
import { wordsFor } from '@server/i18n/text';
import { makeApplication, makeDistrict, makePerson, makeProject, makeSchool, tokenFor, type Person } from '../helpers/factories';
import { ADMIN, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { pdfText } from '../helpers/pdf-text';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://portal.test';
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US' };
/** Every letter and mark Spanish adds to ASCII, as a PDF must draw them. */
const SPANISH_LETTERS = '\u00e1 \u00e9 \u00ed \u00f3 \u00fa \u00fc \u00f1 \u00d1 \u00bf \u00a1';

type DocumentId = keyof typeof documentMessages;
const spanish = (id: DocumentId, vars: Record<string, string | number> = {}) => fillTemplate(es[id]!, vars);
const english = (id: DocumentId, vars: Record<string, string | number> = {}) => fillTemplate(documentMessages[id], vars);

let t: TestApp;
const call = routeCaller(() => t.app);
let admin: string;
/** Programme staff who chose Spanish. */
let spanishAdmin: string;
/** The demo's coordinator (no language chosen: the browser's). */
let coordinator: string;
/** A member of a district of this file's own, who chose Spanish, and one who chose nothing. */
let hablante: Person;
let hablanteToken: string;
let neighbourToken: string;
let districtId: string;
let projectId: string;
let projectName: string;
let schoolName: string;

const chooseSpanish = (id: string) => t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, id));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const db = t.database.db;
  admin = await tokenOf(t.app, ADMIN);
  coordinator = (await signIn(t.app)).token.accessToken;
  const staff = await makePerson(db, { roles: ['ADMIN'] });
  await chooseSpanish(staff.id);
  spanishAdmin = await tokenFor(t.app, staff);

  const district = await makeDistrict(db);
  districtId = district.id;
  const school = await makeSchool(db, district.id);
  schoolName = school.name;
  const project = await makeProject(db, school);
  projectId = project.id;
  projectName = project.name;
  hablante = await makePerson(db, { districtId });
  await chooseSpanish(hablante.id);
  hablanteToken = await tokenFor(t.app, hablante);
  neighbourToken = await tokenFor(t.app, await makePerson(db, { districtId }));
});
afterAll(() => t?.close());

const csvOf = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

describe('CSV downloads', () => {
  it('word the header row by Accept-Language, in the same column order, and in English by default', async () => {
    const asked = await call(admin, routes.exportInventory, { headers: SPANISH });
    expect(asked.statusCode).toBe(200);
    const [header] = csvOf(asked.body);
    expect(header).toEqual(INVENTORY_CSV_COLUMNS.map((id) => es[id]));
    expect(header).not.toEqual(INVENTORY_CSV_COLUMNS.map((id) => documentMessages[id]));

    const [plain] = csvOf((await call(admin, routes.exportInventory)).body);
    expect(plain).toEqual(INVENTORY_CSV_COLUMNS.map((id) => documentMessages[id]));
  });

  it('follow the language a person chose over their browser, statuses and yes/no included', async () => {
    await insertOrder(t.database.db, { projectId, status: 'Requested', kits: 1 });
    const response = await call(spanishAdmin, routes.exportKitOrders, { headers: ENGLISH, query: { districtId, kind: 'request' } });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = csvOf(response.body);
    expect(header).toEqual(csvHeader(wordsFor('es'), KIT_ORDERS_CSV_COLUMNS));
    expect(header).toEqual(KIT_ORDERS_CSV_COLUMNS.map((id) => es[id]));
    const column = (id: (typeof KIT_ORDERS_CSV_COLUMNS)[number]) => KIT_ORDERS_CSV_COLUMNS.indexOf(id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // The kind stays its code; the status and "overdue" are words.
      expect(row[column('document.csv.kitOrders.kind')]).toBe('request');
      expect(row[column('document.csv.kitOrders.status')]).toBe(spanish('document.orderStatus.Requested'));
      expect(row[column('document.csv.kitOrders.overdue')]).toBe(spanish('document.no'));
    }
  });
});

describe('the quote PDF', () => {
  async function approvedBlueprint(): Promise<BlueprintDetail> {
    const [cedar] = await t.database.db.select({ districtId: users.districtId }).from(users).where(eq(users.email, COORDINATOR.email));
    const [approved] = await t.database.db
      .select({ id: blueprints.id })
      .from(blueprints)
      .where(and(eq(blueprints.districtId, cedar!.districtId!), eq(blueprints.approval, 'Approved')));
    const id = approved!.id;
    // A name with every Spanish letter, so the font's encoding is proved on it.
    await t.database.db
      .update(blueprints)
      .set({ preparedFor: `Distrito ${SPANISH_LETTERS}` })
      .where(eq(blueprints.id, id));
    return (await call(coordinator, routes.blueprint, { params: { id } })).json() as BlueprintDetail;
  }

  it('is in Spanish when the request asks for it, accented letters and all', async () => {
    const blueprint = await approvedBlueprint();
    const response = await call(coordinator, routes.blueprintQuotePdf, { params: { id: blueprint.id }, headers: SPANISH });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    const revision = blueprint.revisions[0]!;
    for (const id of ['document.quote.heading', 'document.quote.issuedOn', 'document.quote.totalProgramCost', 'document.quote.directCost'] as const) {
      expect(es[id]).not.toBe(documentMessages[id]);
      expect(text).toContain(spanish(id));
    }
    expect(text).toContain(spanish('document.quote.preparedFor', { name: blueprint.preparedFor }));
    expect(text).toContain(SPANISH_LETTERS);
    expect(text).toContain(wordsFor('es').detailDate(revision.issuedOn));
    expect(text).not.toContain(documentMessages['document.quote.issuedOn']);
  });

  it('follows the language its reader chose', async () => {
    const blueprint = await approvedBlueprint();
    const [reader] = await t.database.db.select({ districtId: users.districtId }).from(users).where(eq(users.email, COORDINATOR.email));
    const member = await makePerson(t.database.db, { districtId: reader!.districtId });
    await chooseSpanish(member.id);
    const response = await call(await tokenFor(t.app, member), routes.blueprintQuotePdf, { params: { id: blueprint.id }, headers: ENGLISH });
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(spanish('document.quote.totalProgramCost'));
  });
});

describe('the calendar feed', () => {
  it("is in its owner's language, though the calendar app's request has none", async () => {
    const db = t.database.db;
    const title = 'Showcase';
    const [task] = await db.insert(actionTasks).values({ districtId, userId: hablante.id, title, dueDate: '2031-03-13' }).returning();
    const checkout = await insertOrder(db, {
      projectId,
      kind: 'checkout',
      status: 'Active',
      kits: 3,
      createdById: hablante.id,
      returnDate: '2031-03-10',
    });

    const address = (await call(hablanteToken, routes.makeCalendarFeed)).json() as { url: string };
    const response = await t.app.inject({ method: 'GET', url: address.url.slice(PUBLIC_URL.length), headers: ENGLISH });
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = new Map(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent))
        .map((event) => [event.uid.split('@')[0], event]),
    );

    const due = events.get(`task-${task!.id}`)!;
    expect(due.summary).toBe(spanish('document.calendar.task.summary', { title }));
    expect(due.summary).not.toBe(english('document.calendar.task.summary', { title }));
    expect(due.description.split('\n')[0]).toBe(spanish('document.calendar.task.description'));
    expect(due.component.getFirstPropertyValue('categories')).toBe(spanish('document.calendar.task.category'));

    const back = events.get(`checkout-${checkout.id}`)!;
    const number = formatOrderNumber(checkout.orderNumber);
    expect(back.summary).toBe(
      spanish('document.calendar.checkout.summary', { checkout: checkout.checkoutName!, place: `${projectName}, ${schoolName}` }),
    );
    expect(back.description.split('\n')[0]).toBe(spanish('document.calendar.checkout.description_other', { count: 3, number }));
  });
});

describe('notices', () => {
  const noticesOf = async (token: string, headers: Record<string, string> = {}) => {
    const response = await call(token, routes.notifications, { headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as NotificationList).items;
  };

  it("are worded in their reader's language when read, statuses and dates included", async () => {
    const application = await makeApplication(t.database.db, districtId);
    const moved = await call(admin, routes.updateStaffApplication, {
      params: { id: application.id },
      body: { status: 'Waitlisted', reason: 'Places are full this term.' },
    });
    expect(moved.statusCode).toBe(200);
    const link = `/applications/${application.id}`;
    const status = (language: 'es' | 'en') => (language === 'es' ? spanish : english)('document.applicationStatus.Waitlisted');
    const titleIn = (language: 'es' | 'en') =>
      (language === 'es' ? spanish : english)('document.notice.applicationStatus', {
        number: application.applicationNumber,
        status: status(language),
      });

    // Chosen Spanish, whatever the browser says.
    const [chosen] = (await noticesOf(hablanteToken, ENGLISH)).filter((n) => n.link === link);
    expect(chosen).toMatchObject({ kind: 'application-status', title: titleIn('es'), body: 'Places are full this term.' });
    expect(titleIn('es')).not.toBe(titleIn('en'));
    // Nothing chosen: the browser's language, else English, as the notice was stored.
    const [asked] = (await noticesOf(neighbourToken, SPANISH)).filter((n) => n.link === link);
    expect(asked!.title).toBe(titleIn('es'));
    const [plain] = (await noticesOf(neighbourToken)).filter((n) => n.link === link);
    expect(plain!.title).toBe(titleIn('en'));
    const [stored] = await t.database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.link, link)).limit(1);
    expect(stored!.title).toBe(titleIn('en'));

    // Marking it read answers it in the same words.
    const marked = await call(neighbourToken, routes.updateNotification, { params: { id: plain!.id }, body: { read: true }, headers: SPANISH });
    expect(marked.json().item.title).toBe(titleIn('es'));
  });

  it('word a server-made body with its date in the reader’s format', async () => {
    const task = 'Book the bus';
    const created = await call(admin, routes.createStaffActionTask, {
      body: { districtId, title: task, kind: 'general', userId: hablante.id, dueDate: '2031-04-02' },
    });
    expect(created.statusCode).toBe(201);
    const [notice] = (await noticesOf(hablanteToken)).filter((n) => n.kind === 'task-assigned' && n.title.endsWith(task));
    expect(notice).toMatchObject({
      title: spanish('document.notice.taskAssigned', { task }),
      body: spanish('document.notice.taskDue', { date: wordsFor('es').detailDate('2031-04-02') }),
    });
  });

  it('made before they kept their wording keep their stored title', async () => {
    const [old] = await t.database.db
      .insert(notifications)
      .values({
        userId: hablante.id,
        kind: 'staff-comment',
        title: 'An older notice',
        body: null,
        link: '/checklist',
        entityType: 'blueprint',
        entityId: hablante.id,
        delivery: 'in-app',
      })
      .returning();
    const [read] = (await noticesOf(hablanteToken)).filter((n) => n.id === old!.id);
    expect(read!.title).toBe('An older notice');
  });
});
