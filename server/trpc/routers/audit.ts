import { AUDIT_PAGE_SIZE, auditListInput } from '../../../shared/schemas/audit';
import * as service from '../../modules/audit/audit.service';
import { adminProcedure, router } from '../init';

/** The audit log, newest first, for admins. */
export const auditRouter = router({
  list: adminProcedure.input(auditListInput).query(({ ctx, input: { page, ...filter } }) => service.listAudit(ctx.db, filter, page, AUDIT_PAGE_SIZE)),
  users: adminProcedure.query(({ ctx }) => service.auditUsers(ctx.db)),
});
