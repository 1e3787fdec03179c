/**
 * The production build (`node dist/server/index.js`, started as `npm start` starts it) as a child process,
 * for tests that must kill or measure the real thing (DESIGN.md §5: "process killed mid-write", server
 * memory). The server project's global set-up rebuilds dist/server when stale. Every child is tracked so
 * a failing test still leaves no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverEnv, serverNodeArgs } from '../../scripts/server-launch.mjs';
import { CLIENT_DIR } from '../paths';

/**
 * The tests that start the compiled server or the npm commands as processes of their own (a kill
 * mid-write, the server's memory, the npm scripts) cost about a minute of CPU. They run under CI=true or
 * with TEST_PROCESSES=1; `npm test` without either skips them and says so in one line (scripts/test.mjs).
 */
export const runsProcessTests = process.env.CI === 'true' || process.env.TEST_PROCESSES === '1';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_INDEX = path.join(CLIENT_DIR, 'index.html');

/** The compiled server and the client it serves must exist; say so before spawning anything. */
export function requireClientBuild(): void {
  if (!existsSync(CLIENT_INDEX)) throw new Error(`${CLIENT_INDEX} is missing: run \`npm run build\` first (npm test builds it).`);
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
}

/** A port free right now: listen on 0, read it, close (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<Exit>;
  /** Everything the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
}

const running = new Set<ServerProcess>();

export interface SpawnOptions {
  /** Run server/index.ts through tsx with no launch defaults, to compare with the build (`bench:memory -- --from-source`). */
  fromSource?: boolean;
}

/** Starts the production build on a fresh port with exactly `env` (plus PATH, HOME and the launch defaults). */
export async function spawnServer(env: Record<string, string>, { fromSource = false }: SpawnOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) };
  const child = spawn(process.execPath, fromSource ? ['--import', 'tsx', 'server/index.ts'] : serverNodeArgs(), {
    cwd: REPO_ROOT,
    env: fromSource ? childEnv : serverEnv(childEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, exited, output: () => log };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/**
 * Time limit for a start on an empty data folder (initdb, migrations, the admin's password hash): about
 * 4 s alone, up to 15 s on a 2-core machine busy with the rest of the suite. The limit only catches a
 * server that never comes up, so it is wide.
 */
export const COLD_START_TIMEOUT = 60_000;

/** Polls /healthz until it answers 200; fails at once, with the child's output, if the child dies. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const { child } = server;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode}) before /healthz answered:\n${server.output()}`);
    }
    const status = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms:\n${server.output()}`);
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs` if the process is still there. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals, graceMs = 10_000): Promise<Exit> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Kills every child still running (afterAll: nothing stray, even when a test failed half-way). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => stopServer(server, 'SIGKILL', 5000)));
}

