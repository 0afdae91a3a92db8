// POST /staff/backups: a backup now, into DATA_DIR/backups. For an ADMIN (`staff:operations`), or
// for `npm run backup` on the server's machine with the control token of DATA_DIR/server.json.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backupMessages, type BackupTaken } from '@contract/backups';
import { backupEndpoints } from '@contract/backups-endpoints';
import type { Database } from '@server/db/connect';
import { declaresAbility, requireAbility, requireAuth } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { conflict } from '@server/plugins/http-error';
import { CONTROL_HEADER } from './control-file';
import { BackupUnderWayError, takeBackup } from './take-backup';

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

  apiRoute(app, backupEndpoints.staffTakeBackup, {
    guards: [controlOrAdmin],
    handler: async ({ reply }): Promise<BackupTaken> => {
      let record;
      try {
        // One at a time across every process: a second request is told one is under way.
        record = await takeBackup({ database, dataDir: app.config.dataDir, trigger: 'manual', whenBusy: 'refuse', clock: app.clock });
      } catch (error) {
        if (error instanceof BackupUnderWayError) throw conflict(backupMessages.underWay);
        throw error;
      }
      reply.status(201);
      return { file: record.file, bytes: record.bytes, takenAt: record.takenAt.toISOString() };
    },
  });
}
