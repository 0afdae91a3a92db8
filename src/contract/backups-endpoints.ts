// POST /staff/backups (src/contract/endpoint.ts). Its server guard also takes the control token of
// DATA_DIR/server.json (`npm run backup`) in place of an ADMIN's session.
import { backupTakenSchema } from './backups';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const backupEndpoints = {
  staffTakeBackup: endpoint(routes.staffTakeBackup, { access: 'staff:operations', response: backupTakenSchema }),
};
