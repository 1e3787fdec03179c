import { byIdInput } from '../../../shared/schemas/common';
import { userCreateInput, userSetActiveInput, userUpdateInput } from '../../../shared/schemas/users';
import * as service from '../../modules/users/users.service';
import { adminProcedure, router } from '../init';

/** The team's accounts, for admins. */
export const usersRouter = router({
  list: adminProcedure.query(({ ctx }) => service.listUsers(ctx.db)),
  create: adminProcedure.input(userCreateInput).mutation(({ ctx, input }) => service.createUser(ctx.db, input)),
  update: adminProcedure.input(userUpdateInput).mutation(({ ctx, input }) => service.updateUser(ctx.db, input)),
  setActive: adminProcedure.input(userSetActiveInput).mutation(({ ctx, input }) => service.setUserActive(ctx.db, ctx.actor, input.id, input.active)),
  resetPassword: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.resetUserPassword(ctx.db, input.id)),
});
