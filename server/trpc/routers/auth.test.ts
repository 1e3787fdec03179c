/** tRPC auth: who am I, and the password change (DESIGN.md §7: needs the current one; ends other sessions). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { verifyPassword } from '../../modules/auth/password';
import { createInnerContext } from '../context';
import { createCaller } from '../router';
import { databases } from '../../test-support/db';
import { ADMIN } from '../../test-support/http';
import { expectTrpcError, firstIssue, useTrpc } from '../../test-support/trpc';

describe.each(databases)('tRPC auth (%s)', (kind) => {
  const t = useTrpc(kind);
  const addSession = (sid: string) =>
    t.db
      .insertInto('session')
      .values({ sid, data: JSON.stringify({ userId: t.actor.id }), user_id: t.actor.id, token_hash: `hash-${sid}`, expires_at: new Date(Date.now() + 60_000) })
      .execute();
  const hashOf = async () => (await t.db.selectFrom('admin_user').select('password_hash').where('id', '=', t.actor.id).executeTakeFirstOrThrow()).password_hash;

  it('me is null without an actor and the account as stored otherwise', async () => {
    expect(await t.anonymous.auth.me()).toBeNull();
    expect(await t.admin.auth.me()).toEqual({ id: t.actor.id, role: 'admin', name: messages.adminDefaultName, email: ADMIN.email, mustChangePassword: false });
  });

  it('changePassword needs the right current password and a new one of 8+ characters', async () => {
    const before = await hashOf();
    await expectTrpcError(t.admin.auth.changePassword({ currentPassword: 'salah', newPassword: 'baru-yang-panjang' }), 'BAD_REQUEST', messages.passwordCurrentWrong);
    const short = await expectTrpcError(t.admin.auth.changePassword({ currentPassword: ADMIN.password, newPassword: 'pendek' }), 'BAD_REQUEST');
    expect(firstIssue(short).message).toBe(messages.passwordTooShort);
    expect(await hashOf()).toBe(before);
  });

  it('changePassword stores the new hash and ends the sessions other than the caller’s', async () => {
    await addSession('sesi-ini');
    await addSession('sesi-lain-1');
    await addSession('sesi-lain-2');
    const session = { client: { ip: '127.0.0.1', device: null }, sid: 'sesi-ini', signIn: async () => 'token', signOut: async () => undefined, mirror: async () => null };
    const caller = createCaller({ ...createInnerContext(t.db, t.actor), session });
    const answer = await caller.auth.changePassword({ currentPassword: ADMIN.password, newPassword: 'kata-sandi-baru-789' });
    expect(answer).toEqual({ message: messages.passwordChanged });
    const left = await t.db.selectFrom('session').select('sid').where('user_id', '=', t.actor.id).execute();
    expect(left).toEqual([{ sid: 'sesi-ini' }]);
    const hash = await hashOf();
    expect(await verifyPassword('kata-sandi-baru-789', hash)).toBe(true);
    expect(await verifyPassword(ADMIN.password, hash)).toBe(false);
  });

  it('without an HTTP session of its own, changePassword ends every session of the admin', async () => {
    await addSession('sesi-lain-3');
    await t.admin.auth.changePassword({ currentPassword: 'kata-sandi-baru-789', newPassword: 'kata-sandi-ketiga-0' });
    expect(await t.db.selectFrom('session').select('sid').where('user_id', '=', t.actor.id).execute()).toEqual([]);
  });

  it('login and logout need an HTTP session; logout and changePassword need an actor', async () => {
    await expectTrpcError(t.anonymous.auth.login(ADMIN), 'BAD_REQUEST');
    await expectTrpcError(t.anonymous.auth.logout(), 'UNAUTHORIZED', messages.unauthorized);
    await expectTrpcError(t.anonymous.auth.changePassword({ currentPassword: ADMIN.password, newPassword: 'apa-saja-123' }), 'UNAUTHORIZED');
  });
});
