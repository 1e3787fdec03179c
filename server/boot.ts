/** env → db → migrate → admin → seed → createApp → listen, shared by production, development and tests. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from './app';
import { createDb, type Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './demo/seed';
import type { Env } from './env';
import { maintenanceJob } from './maintenance';
import { ensureAdmin } from './modules/auth/auth.service';
import { pruneAudit } from './modules/audit/audit.service';
import { startScheduledBackups } from './modules/backup/backup-schedule';
import { newLocalKey, removeLocalKey, writeLocalKey } from './modules/backup/local-key';
import { pruneExpiredSessions } from './modules/auth/session.service';
import { startBookingNotifier } from './modules/booking/booking-notifier';
import { startVisitCounter } from './modules/stats/stats-counter';
import { rollUpStats } from './modules/stats/stats.service';
import { startCalendarSync } from './modules/calendar-sync/calendar-sync-schedule';
import { DEFAULT_FETCH_POLICY } from './modules/calendar-sync/feed-fetch';
import { eraseExpiredBookings } from './modules/booking/booking.service';
import { purgeExpiredTrash } from './records/trash.service';

/** SESSION_SECRET, or one generated once into DATA_DIR so sessions survive restarts. */
async function sessionSecret(env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.DATA_DIR, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export interface Running {
  db: Db;
  server: Server;
  url: string;
  close(): Promise<void>;
}

export interface BootOptions {
  env: Env;
  client: Pick<AppDeps, 'pages' | 'assets' | 'viteDev'>;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** The in-memory database starts as a copy of this dumped data folder (tests: a prepared template). */
  pgliteData?: Blob | undefined;
  log?: (line: string) => void;
}

type DbOptions = Pick<BootOptions, 'inMemory' | 'pgliteData' | 'log'>;

export async function prepareDb(env: Env, { inMemory = false, pgliteData, log = console.log }: DbOptions = {}): Promise<Db> {
  const db = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: inMemory ? null : path.join(env.DATA_DIR, 'pg'), pgliteData });
  await migrateToLatest(db);
  const generated = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (generated) log(`Akun admin dibuat: ${generated.email} / kata sandi: ${generated.password} (simpan sekarang, tidak ditampilkan lagi)`);
  if (env.SEED_DEMO && (await seedDemo(db))) log('Konten demo dimuat.');
  return db;
}

export async function boot({ env, client, log = console.log, ...dbOptions }: BootOptions): Promise<Running> {
  const db = await prepareDb(env, { ...dbOptions, log });
  // Holding the embedded database in DATA_DIR, this process is the one `npm run backup` must ask (local-key.ts).
  const backupKey = !env.DATABASE_URL && !dbOptions.inMemory ? newLocalKey() : null;
  const visits = startVisitCounter(db, { log });
  const { app } = createApp({ db, env, sessionSecret: await sessionSecret(env), ...client, backupKey, visits });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(env.PORT, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  if (backupKey) await writeLocalKey(env.DATA_DIR, { port, pid: process.pid, key: backupKey });
  const pruneSessions = maintenanceJob('Pembersihan sesi kedaluwarsa', () => pruneExpiredSessions(db), log);
  const pruning = setInterval(() => void pruneSessions(), 10 * 60 * 1000);
  pruning.unref();
  // Booking requests' personal data is erased once the visit is BOOKING_RETENTION_DAYS past, audit rows
  // older than AUDIT_RETENTION_DAYS are removed, and records in the trash longer than 30 days are deleted
  // for good: now, then hourly.
  const erasures = [
    maintenanceJob('Penghapusan data pemesanan lama', () => eraseExpiredBookings(db, env.BOOKING_RETENTION_DAYS), log),
    maintenanceJob('Pemangkasan log audit', () => pruneAudit(db, env.AUDIT_RETENTION_DAYS), log),
    maintenanceJob('Pengosongan tempat sampah', () => purgeExpiredTrash(db), log),
  ];
  const erase = () => erasures.forEach((job) => void job());
  erase();
  const erasing = setInterval(erase, 60 * 60 * 1000);
  erasing.unref();
  // A day's single views are rolled into daily totals, and deleted with the day's salt, within a minute of
  // the day's end; daily totals go after STATS_RETENTION_DAYS.
  const rollUp = maintenanceJob('Rekap statistik kunjungan', () => rollUpStats(db, env.STATS_RETENTION_DAYS), log);
  void rollUp();
  const rollingUp = setInterval(() => void rollUp(), 60 * 1000);
  rollingUp.unref();
  // With BACKUP_DIR, a backup every BACKUP_INTERVAL_HOURS, the newest BACKUP_KEEP kept (modules/backup).
  const backups = env.BACKUP_DIR
    ? startScheduledBackups(db, { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP, log })
    : null;
  // Other platforms' calendars of the lodgings, read every CALENDAR_SYNC_MINUTES by one instance (modules/calendar-sync).
  const calendarSync = startCalendarSync(db, { minutes: env.CALENDAR_SYNC_MINUTES, policy: { ...DEFAULT_FETCH_POLICY, allowHosts: env.CALENDAR_FETCH_ALLOW_HOSTS }, log });
  const notifier =
    env.SMTP_URL && env.BOOKING_NOTIFY_EMAIL
      ? startBookingNotifier(db, { smtpUrl: env.SMTP_URL, to: env.BOOKING_NOTIFY_EMAIL, from: env.SMTP_FROM, publicUrl: env.PUBLIC_URL, log })
      : null;
  return {
    db,
    server,
    url: `http://localhost:${port}`,
    /** Stops taking requests, lets running ones finish (5 s at most), then closes the database. */
    async close() {
      clearInterval(pruning);
      clearInterval(erasing);
      clearInterval(rollingUp);
      notifier?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([closed, deadline]);
      server.closeAllConnections();
      await closed;
      await backups?.stop();
      await visits.stop();
      await calendarSync.stop();
      await db.destroy();
      // Only now is the data folder free for `npm run backup` and `npm run restore` to open themselves.
      if (backupKey) await removeLocalKey(env.DATA_DIR, backupKey);
    },
  };
}
