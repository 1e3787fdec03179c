/**
 * DESIGN.md §5, for real: "concurrent admin writes, process killed mid-write: nothing lost, nothing
 * half-written". The production entry runs as a child process; admin writes (each a record with two
 * images, DESIGN.md §1) go in concurrently and the process gets SIGKILL while some are in flight. After a
 * restart on the same data, every acknowledged write is there with exactly its fields and its own two
 * images, any other record is complete too, and no image row lacks its record.
 */
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDb } from './db/connection';
import { databases } from './test-support/db';
import { jpeg, multipart, validFields, type Rgb } from './test-support/fixtures';
import { COLD_START_TIMEOUT, runsProcessTests, spawnServer, stopServer, waitForHealth, type ServerProcess } from './test-support/process';
import { useServerLives } from './test-support/server-lives';

const WRITES = 40;
const CONCURRENCY = 10;
/** One server life per entry: SIGKILL as soon as that many writes were acknowledged, others in flight. */
const KILL_AFTER_ACKS = [10, 4, 16];
const ADMIN = { email: 'admin@crash.desa.id', password: 'kata-sandi-crash-123' };
/** The first life opens a cleanly closed database; every later start recovers from a kill and must come within twice its measured time. */
const laterStartTimeout = (firstStartMs: number) => Math.max(20_000, 2 * firstStartMs);

interface Job {
  index: number;
  name: string;
  fields: Record<string, string>;
  colours: [Rgb, Rgb];
  files: { bytes: Uint8Array }[];
}

type Outcome = { job: Job; status: number; id: number | null } | { job: Job; error: string };
type LegacyRecord = { id: number; name: string; images: { id: number; dir: string }[] } & Record<string, unknown>;

const colour = (n: number): Rgb => ({ r: (n * 37 + 20) % 256, g: (n * 91 + 60) % 256, b: (n * 53 + 100) % 256 });

async function makeJobs(round: number): Promise<Job[]> {
  return Promise.all(
    Array.from({ length: WRITES }, async (_, n) => {
      const index = round * WRITES + n;
      const colours: [Rgb, Rgb] = [colour(2 * index), colour(2 * index + 1)];
      const files = await Promise.all(colours.map(async (background) => ({ bytes: await jpeg(24, 16, background) })));
      const name = `Atraksi Serentak ${index}`;
      const fields = { ...validFields.attraction, name, description: `Ditulis serentak nomor ${index}.`, price: String(1000 * (index + 1)) };
      return { index, name, fields, colours, files };
    }),
  );
}

/** The record a job must read back as (legacy shape, DESIGN.md §4), whatever ids it got. */
function expectedRecord(job: Job, id: number) {
  return {
    id,
    category: 'Religi',
    name: job.name,
    description: job.fields.description,
    price: 1000 * (job.index + 1),
    time_open_close: 'Senin - Minggu, 08:00 - 17:00',
    phone: '081234567890',
    email: 'makam@tegalsambi.id',
    instagram: '@makamtegal',
    location: '-6.61598, 110.65165',
    facilities: ['Parkir', 'Musala'],
    points_of_attraction: ['Ziarah', 'Sejarah desa'],
    images: [
      { id: expect.any(Number), dir: expect.stringMatching(/\.webp$/) },
      { id: expect.any(Number), dir: expect.stringMatching(/\.webp$/) },
    ],
  };
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await response.json()) as { token?: unknown };
  if (response.status !== 200 || typeof body.token !== 'string') throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

/** CONCURRENCY workers post the jobs; the `killAfter`-th 201 kills the server on the spot. */
async function writeUntilKilled(server: ServerProcess, token: string, jobs: Job[], killAfter: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let acks = 0;
  const worker = async () => {
    for (let job = jobs[next]; job && !server.child.killed; job = jobs[next]) {
      next += 1;
      try {
        const form = multipart(job.fields, job.files);
        const response = await fetch(`${server.url}/api/data/attraction`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
        const body = (await response.json()) as { id?: unknown };
        outcomes.push({ job, status: response.status, id: typeof body.id === 'number' ? body.id : null });
        if (response.status === 201 && ++acks === killAfter) server.child.kill('SIGKILL');
      } catch (error) {
        outcomes.push({ job, error: reason(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

/** The mean colour of a served image, near the colour of the JPEG it was made from. */
async function expectImageOf(server: ServerProcess, dir: string, sent: Rgb) {
  const response = await fetch(`${server.url}/uploads/${dir}`);
  expect(response.status, dir).toBe(200);
  expect(response.headers.get('content-type'), dir).toBe('image/webp');
  const { channels } = await sharp(new Uint8Array(await response.arrayBuffer())).stats();
  const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  for (const [i, value] of [sent.r, sent.g, sent.b].entries()) expect(Math.abs((mean[i] ?? -1) - value), `${dir} ${mean.join(',')}`).toBeLessThanOrEqual(12);
}

describe.runIf(runsProcessTests).each(databases)('process killed mid-write (%s)', (kind) => {
  const lives = useServerLives(kind, 'crash', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'crash-test-session-secret-of-forty-eight-chars!!',
  });

  /** Straight from the tables, once no server runs: image rows per record, and images without one. */
  async function inspectTables() {
    const db = await createDb(lives.postgres ? { databaseUrl: lives.postgres.url, pgliteDir: null } : { pgliteDir: path.join(lives.dataDir, 'pg') });
    try {
      const perRecord = await db.selectFrom('image').select(['owner_id', (eb) => eb.fn.countAll<number>().as('count')]).where('owner_type', '=', 'attraction').groupBy('owner_id').execute();
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from image
        where owner_type = 'attraction' and owner_id not in (select id from attraction)`.execute(db);
      const records = await db.selectFrom('attraction').select('id').execute();
      return { perRecord: perRecord.map((row) => Number(row.count)), orphans: rows[0]?.count, records: records.length };
    } finally {
      await db.destroy();
    }
  }

  /** Every acknowledged write is there, every record is one that was sent, whole, with its own images. */
  async function expectIntact(server: ServerProcess, acked: Map<number, Job>, sent: Map<string, Job>): Promise<LegacyRecord[]> {
    const list = (await (await fetch(`${server.url}/api/data/attraction`)).json()) as LegacyRecord[];
    const found = new Map(list.map((record) => [record.id, record]));
    for (const [id, job] of acked) expect(found.get(id)?.name, `acknowledged write ${job.name} lost`).toBe(job.name);
    for (const record of list) {
      const job = sent.get(record.name);
      expect(job, `unexpected record ${record.name}`).toBeDefined();
      if (!job) continue;
      expect(record, `record ${record.name} after the crash`).toEqual(expectedRecord(job, record.id));
      expect(await (await fetch(`${server.url}/api/data/attraction/${record.id}`)).json()).toEqual(record);
      for (const [position, image] of record.images.entries()) await expectImageOf(server, image.dir, job.colours[position] ?? job.colours[0]);
    }
    expect(new Set(list.flatMap((record) => record.images.map((image) => image.dir))).size).toBe(2 * list.length);
    return list;
  }

  let firstStartMs = 0;

  /** Starts a life of the server and waits for it; the first one's start time sets the later ones' limit. */
  async function startLife(): Promise<ServerProcess> {
    const started = performance.now();
    const server = await spawnServer(lives.env);
    await waitForHealth(server, firstStartMs ? laterStartTimeout(firstStartMs) : COLD_START_TIMEOUT);
    firstStartMs ||= performance.now() - started;
    return server;
  }

  /** One life of the server: start, check what earlier lives left, write until killed; returns the outcomes. */
  async function crashRound(round: number, acked: Map<number, Job>, sent: Map<string, Job>): Promise<Outcome[]> {
    const server = await startLife();
    await expectIntact(server, acked, sent);
    const jobs = await makeJobs(round);
    const outcomes = await writeUntilKilled(server, await login(server), jobs, KILL_AFTER_ACKS[round] ?? 10);
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status !== 201)).toEqual([]);
    expect(outcomes.some((outcome) => 'error' in outcome), 'the kill must catch writes in flight').toBe(true);
    for (const outcome of outcomes) {
      sent.set(outcome.job.name, outcome.job);
      if ('status' in outcome && outcome.id !== null) acked.set(outcome.id, outcome.job);
    }
    return outcomes;
  }

  it(`${WRITES} concurrent writes a life, SIGKILL mid-write ${KILL_AFTER_ACKS.length} times: every ack survives, nothing half-written`, async () => {
    const acked = new Map<number, Job>();
    const sent = new Map<string, Job>();
    const summary: string[] = [];
    for (const round of KILL_AFTER_ACKS.keys()) {
      const outcomes = await crashRound(round, acked, sent);
      const cutOff = outcomes.filter((outcome) => 'error' in outcome).length;
      summary.push(`${outcomes.length - cutOff} acked/${cutOff} cut off`);
    }
    const last = await startLife();
    const list = await expectIntact(last, acked, sent);
    expect(await stopServer(last, 'SIGTERM')).toEqual({ code: 0, signal: null });

    const tables = await inspectTables();
    expect(tables).toEqual({ perRecord: Array(list.length).fill(2), orphans: 0, records: list.length });
    console.info(`[crash ${kind}] first start ${Math.round(firstStartMs)} ms; ${summary.join(', ')}; ${acked.size} acknowledged, ${list.length} records after restart`);
  }, 150_000);
});
