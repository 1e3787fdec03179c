/**
 * A booking request is acknowledged only once it is committed: visitors send requests concurrently to the
 * production server in a child process, which gets SIGKILL while some are in flight. After a restart on the
 * same data every acknowledged request is found by its code, whole, and no stored request is partial.
 */
import { describe, expect, it } from 'vitest';
import { villageToday } from '../../../shared/event-time';
import { databases } from '../../test-support/db';
import { multipart, validFields } from '../../test-support/fixtures';
import { COLD_START_TIMEOUT, runsProcessTests, spawnServer, stopServer, waitForHealth, type ServerProcess } from '../../test-support/process';
import { useServerLives } from '../../test-support/server-lives';

const REQUESTS = 60;
const CONCURRENCY = 10;
const KILL_AFTER_ACKS = [12, 25];
const ADMIN = { email: 'admin@booking-crash.desa.id', password: 'kata-sandi-crash-123' };
const visitDate = villageToday(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));

interface Sent {
  name: string;
  people: number;
  note: string;
  whatsapp: string;
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await response.json()) as { token: string }).token;
}

async function trpc<T>(server: ServerProcess, method: 'GET' | 'POST', procedure: string, input: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  const url = `${server.url}/trpc/${procedure}${method === 'GET' ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`;
  const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', ...headers }, ...(method === 'POST' ? { body: JSON.stringify(input) } : {}) });
  const body = (await response.json()) as { result?: { data: T } };
  return { status: response.status, data: body.result?.data as T };
}

describe.runIf(runsProcessTests).each(databases)('booking requests through a SIGKILL (%s)', (kind) => {
  const lives = useServerLives(kind, 'booking', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Each visitor speaks from an address of its own, as behind the village's proxy.
    TRUST_PROXY: 'loopback',
    SESSION_SECRET: 'booking-crash-session-secret-of-forty-eight-chars',
  });

  async function startLife(): Promise<ServerProcess> {
    const server = await spawnServer(lives.env);
    await waitForHealth(server, COLD_START_TIMEOUT);
    return server;
  }

  /** Every acknowledged code opens its request, whole; every stored request is one that was sent, whole. */
  async function expectIntact(server: ServerProcess, acked: Map<string, Sent>, sent: Map<string, Sent>): Promise<number> {
    for (const [code, request] of acked) {
      const view = await trpc<{ name: string; people: number; visit_date: string; status: string }>(server, 'GET', 'booking.byCode', { code });
      expect(view.status, `acknowledged request ${code} lost`).toBe(200);
      expect(view.data).toMatchObject({ name: request.name, people: request.people, visit_date: visitDate, status: 'baru' });
    }
    const token = await login(server);
    const inbox = await trpc<{ code: string; name: string; people: number; note: string; whatsapp: string }[]>(server, 'GET', 'booking.list', {}, { Authorization: `Bearer ${token}` });
    for (const request of inbox.data) {
      const original = sent.get(request.name);
      expect(original, `unexpected request ${request.name}`).toBeDefined();
      expect({ name: request.name, people: request.people, note: request.note, whatsapp: request.whatsapp }).toEqual(original);
    }
    return inbox.data.length;
  }

  it(`${REQUESTS} concurrent requests a life, SIGKILL mid-write ${KILL_AFTER_ACKS.length} times: every acknowledged request survives whole`, async () => {
    const acked = new Map<string, Sent>();
    const sent = new Map<string, Sent>();
    let paket = 0;
    const summary: string[] = [];
    for (const [round, killAfter] of KILL_AFTER_ACKS.entries()) {
      const server = await startLife();
      if (round === 0) {
        const created = await fetch(`${server.url}/api/data/paket`, { method: 'POST', headers: { Authorization: `Bearer ${await login(server)}` }, body: multipart(validFields.paket) });
        paket = ((await created.json()) as { id: number }).id;
      }
      await expectIntact(server, acked, sent);
      let next = 0;
      let acks = 0;
      let cutOff = 0;
      const worker = async () => {
        while (next < REQUESTS && !server.child.killed) {
          const n = next++;
          const request: Sent = { name: `Tamu ${round}-${n}`, people: 1 + ((round * REQUESTS + n) % 40), note: `Catatan nomor ${n} putaran ${round}.`, whatsapp: `62812${String(round * 1000 + n).padStart(7, '0')}` };
          sent.set(request.name, request);
          try {
            const answer = await trpc<{ code: string }>(server, 'POST', 'booking.create', { target: 'paket', target_id: paket, visit_date: visitDate, ...request, whatsapp: `+${request.whatsapp}` }, { 'X-Forwarded-For': `10.${round}.${Math.floor(n / 200)}.${(n % 200) + 1}` });
            expect(answer.status).toBe(200);
            acked.set(answer.data.code, request);
            if (++acks === killAfter) server.child.kill('SIGKILL');
          } catch {
            cutOff += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(cutOff, 'the kill must catch requests in flight').toBeGreaterThan(0);
      summary.push(`${acks} acknowledged/${cutOff} cut off`);
    }
    const last = await startLife();
    const stored = await expectIntact(last, acked, sent);
    expect(stored).toBeGreaterThanOrEqual(acked.size);
    expect(await stopServer(last, 'SIGTERM')).toEqual({ code: 0, signal: null });
    console.info(`[booking crash ${kind}] ${summary.join(', ')}; ${acked.size} acknowledged, ${stored} stored after restart`);
  }, 150_000);
});
