/**
 * DESIGN.md §1: the sign-in limit holds under concurrency. However many attempts arrive at once, over REST,
 * over tRPC or on two instances of one database, at most LOGIN_LIMIT.failures reach the password hash.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMIT } from '../../shared/constants';
import { message } from '../../shared/messages';
import { loginCounters } from '../modules/auth/auth.service';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { ADMIN, useTwoInstances, type Answer } from '../test-support/http';
import { restLogin, tally, trpcLogin } from '../test-support/login';

const PARALLEL = 100;

/** Runs `attempt` PARALLEL times at once; returns the answers and how many reached the password hash. */
async function atOnce(attempt: (index: number) => Promise<Answer>) {
  const before = loginCounters.passwordChecks;
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => attempt(index)));
  return { answers, checked: loginCounters.passwordChecks - before };
}

/** Every refusal says how long to wait, in the header and in the sentence. */
function expectRefusedWithRetryAfter(answers: Answer[]) {
  for (const answer of answers.filter((candidate) => candidate.status === 429)) {
    expect(JSON.stringify(answer.body)).toContain(message('loginTooMany', { n: 15 }));
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_LIMIT.windowMs / 1000);
  }
}

describe.each(databases)('login limit under concurrency (%s)', (kind) => {
  const instances = useTwoInstances(kind);

  it('100 parallel wrong REST logins for one email: exactly 10 reach the hash (401), 90 answer 429', async () => {
    const { answers, checked } = await atOnce((index) =>
      restLogin(instances.server, `10.20.${Math.floor(index / 200)}.${(index % 200) + 1}`, { email: ADMIN.email, password: `salah-${index}` }),
    );
    expect(tally(answers)).toEqual({ 401: LOGIN_LIMIT.failures, 429: PARALLEL - LOGIN_LIMIT.failures });
    expect(checked).toBe(LOGIN_LIMIT.failures);
    for (const answer of answers) expectApiError(answer, answer.status === 401 ? 401 : 429);
    expectRefusedWithRetryAfter(answers);
    // The right password from an unknown browser is refused too, without reaching the hash.
    const before = loginCounters.passwordChecks;
    expectApiError(await restLogin(instances.server, '10.21.0.1', ADMIN), 429, message('loginTooMany', { n: 15 }));
    expect(loginCounters.passwordChecks).toBe(before);
  });

  it('100 parallel wrong REST logins from one address, each for another email: 10 reach the hash', async () => {
    const { answers, checked } = await atOnce((index) => restLogin(instances.server, '192.0.2.50', { email: `tamu${index}@lain.id`, password: 'x' }));
    expect(tally(answers)).toEqual({ 401: LOGIN_LIMIT.failures, 429: PARALLEL - LOGIN_LIMIT.failures });
    expect(checked).toBe(LOGIN_LIMIT.failures);
    expectRefusedWithRetryAfter(answers);
  });

  it('a parallel mix of REST and unbatched tRPC logins on two instances: 10 reach the hash in all', async () => {
    const email = 'campuran@lain.id';
    const { answers, checked } = await atOnce((index) => {
      const target = index % 4 < 2 ? instances.server : instances.second;
      const ip = `10.30.0.${index + 1}`;
      return index % 2 === 0 ? restLogin(target, ip, { email, password: `salah-${index}` }) : trpcLogin(target, ip, { email, password: `salah-${index}` });
    });
    expect(tally(answers)).toEqual({ 401: LOGIN_LIMIT.failures, 429: PARALLEL - LOGIN_LIMIT.failures });
    expect(checked).toBe(LOGIN_LIMIT.failures);
    expectRefusedWithRetryAfter(answers);
    const trpcRefusal = answers.find((answer, index) => index % 2 === 1 && answer.status === 429);
    expect(trpcRefusal?.body).toMatchObject({
      error: { message: message('loginTooMany', { n: 15 }), data: { code: 'TOO_MANY_REQUESTS', messageKey: 'loginTooMany' } },
    });
  });

  it('a refused attempt costs nothing: an address over its limit does not count against the email', async () => {
    const email = 'satu-alamat@lain.id';
    for (let index = 0; index < LOGIN_LIMIT.failures; index += 1) {
      expectApiError(await restLogin(instances.server, '192.0.2.60', { email: `lain${index}@lain.id`, password: 'x' }), 401);
    }
    for (let index = 0; index < 20; index += 1) expectApiError(await restLogin(instances.server, '192.0.2.60', { email, password: 'x' }), 429);
    // The email itself has no failure yet: from another address it still gets its full 10.
    for (let index = 0; index < LOGIN_LIMIT.failures; index += 1) {
      expectApiError(await restLogin(instances.server, `192.0.3.${index + 1}`, { email, password: 'x' }), 401);
    }
    expectApiError(await restLogin(instances.server, '192.0.4.1', { email, password: 'x' }), 429);
  });
});
