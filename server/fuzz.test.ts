/**
 * DESIGN.md §5: malformed requests, fuzzed, on every REST route and every tRPC procedure, anonymous, with a
 * broken token and with the admin's live session. Every answer is a 4xx (or a 2xx where the request happens
 * to be valid): `{message}` from the catalogue under /api, a typed tRPC error with a catalogue sentence
 * under /trpc, never a 5xx; a refused write leaves the data exactly as it was; the process keeps serving.
 * Writes run one at a time (so a change can be pinned on the request that made it) beside parallel reads.
 * A failure prints its seed; FUZZ_SEED=<seed> replays the same requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../shared/constants';
import type { Db } from './db/connection';
import { records } from './records/record-kinds';
import { databases, SETUP_TIMEOUT } from './test-support/db';
import { fingerprint } from './test-support/db-snapshot';
import { LEGACY_TYPES, multipart, validFields, type LegacyType } from './test-support/fixtures';
import { nearlyValidRestWrite, PROCEDURES, problemOf, randomSource, REST_ROUTES, restChaos, trpcCall, type Plan, type Tokens } from './test-support/fuzz';
import { useTestServer, type JsonObject } from './test-support/http';

const REQUESTS = 1000;
const READERS = 3;

/**
 * Tables that change by design while a refused write is answered (by that request or by the reads running
 * alongside), left out of the check that it changed nothing. Every other table of the database is checked
 * (records, images, documents, accounts, bookings, the backup log), so a table a later migration adds is
 * checked the day it lands.
 */
const CHANGED_BY_REFUSALS: readonly string[] = [
  'session', // a request with a live token renews its session, refused or not
  'session_record_read', // the reads running alongside record what the REST API served each session
  'login_attempt', // a refused sign-in counts toward its throttle (DESIGN.md §1)
  'booking_attempt', // a booking code looked up in vain (a read running alongside) counts toward its throttle
  'audit_log', // a refused sign-in is logged (sign_in_failed)
  'lodging_calendar', // a lodging's secret calendar address is made the first time the sync screen lists it (a read)
];

/** Everything a write could change: one digest per table. */
const contentFingerprint = (db: Db) => fingerprint(db, CHANGED_BY_REFUSALS);

/** The tables whose digest differs between two fingerprints. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/** Sends one plan; answers its status (0 when none came) and what is wrong with the answer, if anything. */
async function send(url: string, plan: Plan): Promise<{ status: number; problem: string | null }> {
  const label = `${plan.method} ${plan.target} ${JSON.stringify(plan.headers)}`;
  try {
    const response = await fetch(url + plan.target, { method: plan.method, headers: plan.headers, body: plan.body ?? null, redirect: 'manual' });
    const problem = problemOf(plan, response.status, await response.text());
    return { status: response.status, problem: problem && `${label} -> ${problem}` };
  } catch (error) {
    return { status: 0, problem: `${label} -> no answer: ${String(error)}` };
  }
}

describe.each(databases)('fuzzed requests (%s)', (kind) => {
  const t = useTestServer(kind);
  const ids = {} as Record<LegacyType, number[]>;
  const tokens: Tokens = { admin: '', spare: [] };

  beforeAll(async () => {
    tokens.admin = t.token;
    tokens.spare = [await t.server.login(), await t.server.login()];
    for (const type of LEGACY_TYPES) {
      ids[type] = [];
      for (let round = 0; round < 3; round += 1) {
        const created = await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(validFields[type]) });
        ids[type].push(Number(created.body.id));
      }
    }
  }, SETUP_TIMEOUT);

  it('checks the table of every kind of record for changes', async () => {
    const checked = Object.keys(await contentFingerprint(t.server.db));
    expect(checked).toEqual(expect.arrayContaining(RECORD_KINDS.map((kind) => records[kind].table)));
  });

  it(`${REQUESTS} malformed requests on every route and procedure: typed 4xx, never 5xx, refused writes change nothing`, async () => {
    const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
    const random = randomSource(seed);
    const allIds = Object.values(ids).flat();
    // Each procedure and each REST route once, then whatever the dice say.
    const plans: Plan[] = [];
    for (const procedure of PROCEDURES) plans.push(await trpcCall(random, tokens, t.server.url, allIds, procedure));
    for (const route of REST_ROUTES) plans.push(await restChaos(random, tokens, t.server.url, route));
    while (plans.length < REQUESTS) {
      const roll = random.int(10);
      if (roll < 3) plans.push(await nearlyValidRestWrite(random, tokens, ids));
      else if (roll < 5) plans.push(await restChaos(random, tokens, t.server.url));
      else plans.push(await trpcCall(random, tokens, t.server.url, allIds));
    }
    const reads = plans.filter((plan) => !plan.writes);
    const writes = plans.filter((plan) => plan.writes);
    const failures: string[] = [];

    const reader = async () => {
      for (let plan = reads.shift(); plan; plan = reads.shift()) {
        const { problem } = await send(t.server.url, plan);
        if (problem) failures.push(problem);
      }
    };
    const writer = async () => {
      let before = await contentFingerprint(t.server.db);
      for (const plan of writes) {
        const { status, problem } = await send(t.server.url, plan);
        if (problem) failures.push(problem);
        const after = await contentFingerprint(t.server.db);
        const changed = changedTables(before, after);
        if ((status === 0 || status >= 400) && changed.length > 0) failures.push(`${plan.method} ${plan.target} -> refused (${status}) but ${changed.join(', ')} changed`);
        before = after;
      }
    };
    await Promise.all([writer(), ...Array.from({ length: READERS }, reader)]);

    expect(failures.join('\n'), `FUZZ_SEED=${seed}`).toBe('');
    expect((await t.server.call('GET', '/healthz')).status).toBe(200);
    const list = await t.server.call<JsonObject[]>('GET', '/api/data/attraction');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
