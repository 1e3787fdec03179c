import { TRPCError } from '@trpc/server';
import { messages } from '../../../shared/messages';
import { changePasswordInput, loginInput } from '../../../shared/schemas/auth';
import * as service from '../../modules/auth/auth.service';
import type { Context } from '../context';
import { publicProcedure, router, signedInProcedure } from '../init';

function sessionOf(ctx: Context) {
  if (!ctx.session) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.loginServerError });
  return ctx.session;
}

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const session = sessionOf(ctx);
    const actor = await service.verifyLogin(ctx.db, input, session.client);
    const token = await session.signIn(actor);
    return { token, message: messages.loginSuccess, role: actor.role, mustChangePassword: actor.mustChangePassword };
  }),
  logout: signedInProcedure.mutation(async ({ ctx }) => {
    await sessionOf(ctx).signOut();
    return { message: messages.logoutSuccess };
  }),
  /** A new tab restores its sessionStorage mirror (token and role) from the live cookie session. */
  mirror: signedInProcedure.mutation(async ({ ctx }) => {
    const token = await sessionOf(ctx).mirror();
    if (!token) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.unauthorized });
    return { token, role: ctx.actor.role, mustChangePassword: ctx.actor.mustChangePassword };
  }),
  me: publicProcedure.query(({ ctx }) => (ctx.actor ? service.currentAccount(ctx.db, ctx.actor) : null)),
  changePassword: signedInProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await service.changePassword(ctx.db, ctx.actor, input, ctx.session?.sid ?? null);
    return { message: messages.passwordChanged };
  }),
});
