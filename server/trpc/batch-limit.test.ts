/**
 * DESIGN.md §1: one tRPC request carries at most TRPC_BATCH_MAX calls, and auth.login only runs alone, so a
 * batch cannot multiply password checks. Refusals come before any procedure runs, shaped as tRPC errors.
 */
import { describe, expect, it } from 'vitest';
import { TRPC_BATCH_MAX } from '../../shared/constants';
import { message, messages } from '../../shared/messages';
import { loginCounters } from '../modules/auth/auth.service';
import { databases } from '../test-support/db';
import { ADMIN, useTestServer, type Answer } from '../test-support/http';

interface TrpcErrorBody {
  error: { message: string; data: { code: string; httpStatus: number; messageKey: string | null } };
}

const batchUrl = (paths: string[], query = '') => `/trpc/${paths.join(',')}?batch=1${query}`;
/** The batch link's body: input i under key "i". */
const batchInput = (count: number, input: unknown) => Object.fromEntries(Array.from({ length: count }, (_, index) => [String(index), input]));

function expectBatchRefused(answer: Answer<TrpcErrorBody>, key: 'batchTooLarge' | 'loginNotBatched') {
  expect(answer.status).toBe(400);
  expect(answer.body.error.message).toBe(key === 'batchTooLarge' ? message(key, { n: TRPC_BATCH_MAX }) : messages[key]);
  expect(answer.body.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, messageKey: key });
}

describe.each(databases)('tRPC batch limits (%s)', (kind) => {
  const t = useTestServer(kind);
  const attemptRows = async () => (await t.server.db.selectFrom('login_attempt').select('key').execute()).length;

  it('one batch of 1000 auth.login calls is refused whole: no password checked, nothing counted', async () => {
    const before = loginCounters.passwordChecks;
    const rowsBefore = await attemptRows();
    const paths = Array.from({ length: 1000 }, () => 'auth.login');
    const answer = await t.server.call<TrpcErrorBody>('POST', batchUrl(paths), { json: batchInput(1000, { ...ADMIN, password: 'salah' }) });
    expectBatchRefused(answer, 'batchTooLarge');
    expect(loginCounters.passwordChecks).toBe(before);
    expect(await attemptRows()).toBe(rowsBefore);
  });

  it('auth.login inside any batch of two or more is refused, also with encoded commas; alone it runs', async () => {
    const before = loginCounters.passwordChecks;
    expectBatchRefused(await t.server.call<TrpcErrorBody>('POST', batchUrl(['auth.login', 'auth.login']), { json: batchInput(2, ADMIN) }), 'loginNotBatched');
    expectBatchRefused(await t.server.call<TrpcErrorBody>('POST', batchUrl(['auth.logout', 'auth.login']), { json: batchInput(2, ADMIN) }), 'loginNotBatched');
    expectBatchRefused(await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.login%2Cauth.login?batch=1', { json: batchInput(2, ADMIN) }), 'loginNotBatched');
    expect(loginCounters.passwordChecks).toBe(before);
    const alone = await t.server.call<unknown[]>('POST', batchUrl(['auth.login']), { json: batchInput(1, ADMIN) });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual([{ result: { data: { token: expect.any(String), message: messages.loginSuccess, role: 'admin', mustChangePassword: false } } }]);
  });

  it(`a batch of ${TRPC_BATCH_MAX} queries answers every one; ${TRPC_BATCH_MAX + 1} answer 400`, async () => {
    const input = `&input=${encodeURIComponent('{}')}`;
    const full = await t.server.call<unknown[]>('GET', batchUrl(Array.from({ length: TRPC_BATCH_MAX }, () => 'paket.list'), input));
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(TRPC_BATCH_MAX);
    const over = await t.server.call<TrpcErrorBody>('GET', batchUrl(Array.from({ length: TRPC_BATCH_MAX + 1 }, () => 'paket.list'), input));
    expectBatchRefused(over, 'batchTooLarge');
  });
});
