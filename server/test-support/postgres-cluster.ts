/**
 * A Postgres server of the test's own, to stop and start at will (DESIGN.md §5: "Postgres restarting"):
 * initdb into a temporary folder, listening on a free port of 127.0.0.1 only. Uses the server binaries
 * of the Debian packages (/usr/lib/postgresql/<version>/bin); where none are installed the caller
 * skips with a line saying so, except under CI=true. As root the binaries run as the `postgres` user
 * (initdb and postgres refuse to run as root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './process';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/** The bin folder of the newest installed Postgres that has every tool, or null. */
export function findPostgresBin(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const bins = versions.map((version) => path.join(DEBIAN_ROOT, version, 'bin'));
  return bins.find((bin) => TOOLS.every((tool) => existsSync(path.join(bin, tool)))) ?? null;
}

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database (trust authentication, local only). */
  url: string;
  port: number;
  /** pg_ctl stop: `fast` ends every session (57P01), as a restart or a failover does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it runs and removes every file. */
  destroy(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A cluster in a fresh temporary folder, started. */
export async function createPostgresCluster(bin: string): Promise<PostgresCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'tegalsambi-pg-'));
  if (isRoot()) {
    const { uid, gid } = await postgresUser();
    await chown(root, uid, gid);
  }
  const data = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();
  // Durability is not under test here; skipping fsync keeps start-up and shutdown quick.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;

  const tool = async (name: string, args: string[]) => {
    const program = path.join(bin, name);
    const [command, commandArgs]: [string, string[]] = isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
    try {
      await run(command, commandArgs, { cwd: root, timeout: 60_000 });
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${name} ${args.join(' ')} failed: ${error instanceof Error ? error.message : String(error)}\n${log}`);
    }
  };
  const pgCtl = (args: string[]) => tool('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);

  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCtl(['-l', logFile, '-o', serverOptions, 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
