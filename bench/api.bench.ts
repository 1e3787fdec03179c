/**
 * `npm run bench` (DESIGN.md §5): GET /api/data/attraction with 50 records, 50 connections for 10 s must
 * reach ≥ 1,000 req/s on average with p99 ≤ 100 ms. Embedded PGlite in memory by default; a Postgres
 * database when BENCH_DATABASE_URL is set (use a throwaway one: the bench adds records to it).
 * The load runs in a worker thread, so the server keeps the main thread to itself.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { attractionInput } from '../shared/schemas/attraction';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import type { Db } from '../server/db/connection';
import { readEnv } from '../server/env';
import { attractionRecord } from '../server/records/kinds/attraction.record';
import { createRecord } from '../server/records/record.service';

const RECORDS = 50;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
const BAR = { minRequestsPerSecond: 1000, maxP99Ms: 100 };
const PATH = '/api/data/attraction';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

async function solidImage(index: number): Promise<Uint8Array> {
  const hue = (index * 47) % 256;
  const background = { r: hue, g: 140, b: 255 - hue };
  return new Uint8Array(await sharp({ create: { width: 640, height: 427, channels: 3, background } }).png().toBuffer());
}

function benchAttraction(index: number) {
  return attractionInput.parse({
    category: ['Religi', 'Sejarah', 'Budaya', 'Pesisir'][index % 4],
    name: `Wisata Uji ${index + 1}`,
    description: `Objek wisata ke-${index + 1} untuk uji beban: pantai, sawah, ukiran kayu dan batik Tegalsambi.`,
    price: 5000 + index * 1000,
    time_open_close: '08.00 - 17.00',
    phone: '081234567890',
    email: 'wisata@tegalsambi.test',
    instagram: 'desawisatategalsambi',
    location: `${(-6.616 + index * 0.0005).toFixed(4)}, ${(110.6517 + index * 0.0005).toFixed(4)}`,
    facilities: ['Parkir', 'Toilet', 'Mushola'],
    points_of_attraction: ['Pemandangan', 'Kuliner lokal'],
  });
}

/** Tops the table up to exactly RECORDS attractions; refuses a database that already holds more. */
async function ensureRecords(db: Db): Promise<void> {
  const { count } = await db.selectFrom('attraction').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const existing = Number(count);
  if (existing > RECORDS) {
    throw new Error(`The database already holds ${existing} attractions (the bench needs exactly ${RECORDS}); use a throwaway database.`);
  }
  for (let index = existing; index < RECORDS; index += 1) {
    await createRecord(db, attractionRecord, benchAttraction(index), { files: [await solidImage(index)] });
  }
}

function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds, workers: 1 });
}

async function main(): Promise<number> {
  const env = readEnv({
    NODE_ENV: 'production',
    PORT: '0',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const running = await boot({ env, client: builtClient(), inMemory: !databaseUrl, log: () => undefined });
  try {
    await ensureRecords(running.db);
    const probe = await fetch(`${running.url}${PATH}`);
    const records = (await probe.json()) as unknown[];
    if (probe.status !== 200 || records.length !== RECORDS) throw new Error(`${PATH} answered ${probe.status} with ${records.length} records`);

    await load(running.url, WARM_UP_S);
    const result = await load(running.url, DURATION_S);
    // autocannon hangs up on requests still being answered; let them finish before the database closes.
    await sleep(500);

    const database = databaseUrl ? 'Postgres' : 'PGlite (in memory)';
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(`GET ${PATH} · ${RECORDS} records · ${database} · ${CONNECTIONS} connections · ${DURATION_S} s`);
    console.log(`  requests/s (average): ${result.requests.average.toFixed(0)}  (bar ≥ ${BAR.minRequestsPerSecond})`);
    console.log(`  latency p99:          ${result.latency.p99} ms  (bar ≤ ${BAR.maxP99Ms} ms)`);
    console.log(`  non-2xx responses:    ${result.non2xx}  (errors ${result.errors}, timeouts ${result.timeouts})`);

    const passed = result.requests.average >= BAR.minRequestsPerSecond && result.latency.p99 <= BAR.maxP99Ms && failures === 0;
    console.log(passed ? 'PASS' : 'FAIL: below the DESIGN.md §5 bar');
    return passed ? 0 : 1;
  } finally {
    await running.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
