/**
 * The signed-in user's role is read from the database on every request (STYLE.md §8): a session stays a
 * session, but what it may do follows the account as it is now, on both transports.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { ADMIN, useTestServer } from '../test-support/http';

interface TrpcErrorBody {
  error: { message: string; data: { code: string; httpStatus: number } };
}

describe.each(databases)('roles from the database (%s)', (kind) => {
  const t = useTestServer(kind);
  const setRole = (role: string) => t.server.db.updateTable('admin_user').set({ role }).where('email', '=', ADMIN.email).execute();
  const restWrite = () => t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket) });
  const trpcWrite = () => t.server.call<TrpcErrorBody>('POST', '/trpc/mapLocation.delete', { token: t.token, json: { id: 999999 } });

  it('a session whose user is no longer an admin is refused with 403 at once, and allowed again when it is', async () => {
    expect((await restWrite()).status).toBe(201);
    await setRole('tamu');
    expectApiError(await restWrite(), 403, messages.forbidden);
    const refused = await trpcWrite();
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(messages.forbidden);
    expect(refused.body.error.data.code).toBe('FORBIDDEN');
    // Still signed in: it may see who it is.
    const me = await t.server.call<{ result: { data: { role: string } | null } }>('GET', '/trpc/auth.me', { token: t.token });
    expect(me.body.result.data?.role).toBe('tamu');
    await setRole('admin');
    expect((await restWrite()).status).toBe(201);
    expect((await trpcWrite()).body.error.data.code).toBe('NOT_FOUND');
  });
});
