import { BACKUP_LIST_SIZE } from '../../../shared/schemas/backup';
import * as service from '../../modules/backup/backup.service';
import { adminProcedure, router } from '../init';

/** The latest backups made, for /admin/cadangan; the archive itself is downloaded over HTTP (http/backup-routes.ts). */
export const backupRouter = router({
  list: adminProcedure.query(({ ctx }) => service.listBackups(ctx.db, BACKUP_LIST_SIZE)),
});
