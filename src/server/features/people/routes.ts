// People and roles: the staff People screen (`staff:people`; roles and a manager's districts also
// `staff:roles`), its CSV, and a district's own members and invitations (`district:people`;
// inviting and deactivating narrowed to the coordinator by mayManageDistrictPeople).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { peopleEndpoints } from '@contract/people-endpoints';
import { peopleMessages } from '@contract/people-messages';
import { users } from '@server/db/schema';
import { languageOf, wordsOf } from '@server/i18n/request-language';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { forbidden, HttpError, notFound } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { csvHeader, sendCsv } from '../exports/csv-reply';
import { isUuid } from '../directory/service';
import { createStaffInvitation } from '../invitations/service';
import { districtActor } from './district-actor';
import { districtMembers, handoverOf, isStaffRow, listPeople, loadPerson, peopleInScope, peopleRows } from './people-queries';
import { lockTarget, setActive, updatePerson } from './people-service';

const PEOPLE_CSV_COLUMNS = [
  'document.csv.people.name',
  'document.csv.people.email',
  'document.csv.people.role',
  'document.csv.people.district',
  'document.csv.people.school',
  'document.csv.people.managedDistricts',
  'document.csv.people.state',
  'document.csv.people.lastSignIn',
  'document.csv.people.added',
] as const;

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

/** A member of the district (not programme staff), as a district sees them. */
const memberOf = (districtId: string | null) => (districtId === null ? sql`false` : and(eq(users.districtId, districtId), sql`not (${isStaffRow})`)!);

const asMember = (person: {
  id: string;
  name: string;
  email: string;
  school: { id: string; name: string } | null;
  active: boolean;
  lastSignInAt: string | null;
}) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  school: person.school,
  active: person.active,
  lastSignInAt: person.lastSignInAt,
});

export function peopleRoutes(app: FastifyInstance) {
  apiRoute(app, peopleEndpoints.staffPeople, {
    handler: async ({ query, request }) => listPeople(app.db, await staffScopeOf(app.db, request), query, app.clock()),
  });

  apiRoute(app, peopleEndpoints.staffPerson, {
    handler: async ({ params, request }) => {
      const scope = await staffScopeOf(app.db, request);
      const person = isUuid(params.id) ? await loadPerson(app.db, params.id, peopleInScope(scope)) : null;
      if (!person) throw notFound(peopleMessages.personNotFound);
      return { person, handover: await handoverOf(app.db, person.id) };
    },
  });

  apiRoute(app, peopleEndpoints.updateStaffPerson, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      const { userId, user } = authOf(request);
      if (!isUuid(params.id)) throw notFound(peopleMessages.personNotFound);
      await app.db.transaction(async (tx) => {
        const target = await lockTarget(tx, params.id, peopleInScope(scope));
        if (!target) throw notFound(peopleMessages.personNotFound);
        await updatePerson(tx, { userId, roles: user.roles }, target, body, app.clock());
      });
      const person = (await loadPerson(app.db, params.id, sql`true`))!;
      return { person, handover: await handoverOf(app.db, person.id) };
    },
  });

  apiRoute(app, peopleEndpoints.exportPeople, {
    handler: async ({ query, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const now = app.clock();
      const words = wordsOf(request);
      const rows = (async function* () {
        for await (const person of peopleRows(app.db, scope, query, now)) {
          yield [
            person.name,
            person.email,
            words.t(`document.role.${person.role}`),
            person.district?.name,
            person.school?.name,
            person.managedDistricts.map((district) => district.name).join('; '),
            words.t(person.active ? 'document.csv.people.active' : 'document.csv.people.deactivated'),
            day(person.lastSignInAt),
            day(person.createdAt),
          ];
        }
      })();
      return sendCsv(reply, `people-${now.toISOString().slice(0, 10)}.csv`, csvHeader(words, PEOPLE_CSV_COLUMNS), rows);
    },
  });

  apiRoute(app, peopleEndpoints.districtPeople, {
    handler: async ({ request }) => {
      const actor = await districtActor(app, request);
      const items = actor.districtId ? await districtMembers(app.db, actor.districtId) : [];
      return { items: items.map(asMember), mayManage: actor.mayManage };
    },
  });

  apiRoute(app, peopleEndpoints.districtPerson, {
    handler: async ({ params, request }) => {
      const actor = await districtActor(app, request);
      const person = isUuid(params.id) ? await loadPerson(app.db, params.id, memberOf(actor.districtId)) : null;
      if (!person) throw notFound(peopleMessages.personNotFound);
      return { person: asMember(person), handover: await handoverOf(app.db, person.id) };
    },
  });

  apiRoute(app, peopleEndpoints.updateDistrictPerson, {
    handler: async ({ params, body, request }) => {
      // A district never changes a role, whoever asks.
      if (body.role !== undefined)
        throw new HttpError(403, peopleMessages.districtRoleOnly, [{ field: 'role', message: peopleMessages.districtRoleOnly }]);
      const actor = await districtActor(app, request);
      if (!actor.mayManage) throw forbidden(peopleMessages.coordinatorOnly);
      if (!isUuid(params.id)) throw notFound(peopleMessages.personNotFound);
      await app.db.transaction(async (tx) => {
        const target = await lockTarget(tx, params.id, memberOf(actor.districtId));
        if (!target) throw notFound(peopleMessages.personNotFound);
        // Bringing someone back is the programme's: a district could otherwise undo its deactivation.
        if (body.active && target.deactivatedAt !== null) {
          throw new HttpError(403, peopleMessages.reactivateByProgramme, [{ field: 'active', message: peopleMessages.reactivateByProgramme }]);
        }
        await setActive(tx, actor, target, body.active, app.clock());
      });
      const person = (await loadPerson(app.db, params.id, sql`true`))!;
      return { person: asMember(person), handover: await handoverOf(app.db, person.id) };
    },
  });

  apiRoute(app, peopleEndpoints.createDistrictInvitation, {
    handler: async ({ body, request, reply }) => {
      if (body.role !== undefined && body.role !== 'USER') {
        throw new HttpError(403, peopleMessages.districtRoleOnly, [{ field: 'role', message: peopleMessages.districtRoleOnly }]);
      }
      const actor = await districtActor(app, request);
      if (!actor.mayManage || !actor.districtId) throw forbidden(peopleMessages.coordinatorOnly);
      // The staff console's invitation, kept to the caller's own district and to district staff.
      const scope = { all: false as const, userId: actor.userId, districtIds: [actor.districtId] };
      const sent = await createStaffInvitation(
        app,
        scope,
        actor.roles,
        { email: body.email, role: 'USER', districtId: actor.districtId, schoolId: body.schoolId },
        languageOf(request),
      );
      return reply.status(201).send(sent);
    },
  });
}
