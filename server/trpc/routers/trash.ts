import { trashTargetInput } from '../../../shared/schemas/lifecycle';
import * as service from '../../records/trash.service';
import { contentProcedure, router } from '../init';

export const trashRouter = router({
  list: contentProcedure.query(({ ctx }) => service.listTrash(ctx.db)),
  restore: contentProcedure.input(trashTargetInput).mutation(({ ctx, input }) => service.restoreFromTrash(ctx.db, input.kind, input.id)),
  purge: contentProcedure.input(trashTargetInput).mutation(({ ctx, input }) => service.purgeFromTrash(ctx.db, input.kind, input.id)),
});
