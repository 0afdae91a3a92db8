// POST /staff/backups: a backup now, into DATA_DIR/backups. For an ADMIN (`staff:operations`), or
// for `npm run backup` on the server's machine with the control token of DATA_DIR/server.json.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackupTaken } from '../../../contract/backups';
import { routes } from '../../../contract/routes';
import type { Database } from '../../db/connect';
import { declaresAbility, requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { CONTROL_HEADER } from './control-file';
import { takeBackup } from './take-backup';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function backupRoutes(app: FastifyInstance, database: Database, controlToken: string | undefined) {
  const expected = controlToken ? digest(controlToken) : undefined;
  const byAdmin = [requireAuth, requireAbility('staff:operations')];
  // The control token stands for the operator on the server's machine; without it, an ADMIN's session.
  const controlOrAdmin = declaresAbility('staff:operations', async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers[CONTROL_HEADER];
    if (expected && typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    for (const guard of byAdmin) await guard(request, reply);
  });
  // One at a time: a second request waits for the first copy rather than making another alongside.
  let running: Promise<unknown> = Promise.resolve();

  apiRoute(app, routes.staffTakeBackup, {
    preHandler: [controlOrAdmin],
    handler: async ({ reply }): Promise<BackupTaken> => {
      const take = running.then(() => takeBackup({ database, dataDir: app.config.dataDir, trigger: 'manual' }));
      running = take.catch(() => {});
      const record = await take;
      reply.status(201);
      return { file: record.file, bytes: record.bytes, takenAt: record.takenAt.toISOString() };
    },
  });
}
