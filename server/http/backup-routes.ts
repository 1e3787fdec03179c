/**
 * Backup downloads: POST /admin-api/backup for a signed-in admin (the panel's "Unduh Cadangan"), and GET
 * /internal/backup for `npm run backup` on the same machine while the server holds the embedded database
 * (modules/backup/local-key.ts). Either way the archive is written to a temporary file first, so the
 * database's snapshot ends before the bytes go out, then streamed from disk with its length.
 * The panel's download is a POST behind the foreign-Origin refusal, so another site cannot start one in an
 * admin's browser; a GET there answers 405. One backup is made at a time: another asked meanwhile is 409.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { messages } from '../../shared/messages';
import { BACKUP_DOWNLOAD_PATH, type BackupKind } from '../../shared/schemas/backup';
import type { Db } from '../db/connection';
import { AppError } from '../errors';
import { withAuditScope } from '../modules/audit/audit.service';
import { isAdmin } from '../modules/auth/auth.service';
import { backupFileName } from '../modules/backup/archive-format';
import { createBackupFile, recordBackup } from '../modules/backup/backup.service';
import { keyMatches, LOCAL_BACKUP_PATH, LOCAL_KEY_HEADER } from '../modules/backup/local-key';

/** An admin, as stored now, who has replaced any temporary password (the same rule as tRPC's adminProcedure). */
function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.auth) return next(new AppError('UNAUTHORIZED', 'unauthorized'));
  if (req.auth.actor.mustChangePassword) return next(new AppError('FORBIDDEN', 'passwordChangeRequired'));
  next(isAdmin(req.auth.actor) ? undefined : new AppError('FORBIDDEN', 'forbidden'));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** This machine (the socket's own address: no proxy header counts) with the key of DATA_DIR's file. */
function requireLocalKey(key: string): RequestHandler {
  return (req, _res, next) => {
    const local = LOOPBACK.has(req.socket.remoteAddress ?? '');
    next(local && keyMatches(key, req.get(LOCAL_KEY_HEADER)) ? undefined : new AppError('FORBIDDEN', 'forbidden'));
  };
}

/** Whether a backup is being made or sent by this server; the dump and the copy are heavy, so one at a time. */
interface BackupGate {
  busy: boolean;
}

function sendBackup(db: Db, kind: BackupKind, gate: BackupGate): RequestHandler {
  return async (req, res, next) => {
    if (gate.busy) return next(new AppError('CONFLICT', 'adminBackupBusy'));
    gate.busy = true;
    let work: string | null = null;
    try {
      work = await mkdtemp(path.join(tmpdir(), 'tegalsambi-backup-'));
      const made = await createBackupFile(db, path.join(work, backupFileName()));
      await withAuditScope({ userId: req.auth?.actor.id ?? null, ip: req.ip ?? '' }, () => recordBackup(db, kind, made));
      res.setHeader('Content-Type', 'application/gzip');
      res.setHeader('Content-Length', String(made.bytes));
      res.setHeader('Content-Disposition', `attachment; filename="${path.basename(made.file)}"`);
      res.setHeader('Cache-Control', 'no-store');
      // A client that goes away ends the copy; the file is removed either way.
      await pipeline(createReadStream(made.file), res).catch(() => undefined);
    } finally {
      gate.busy = false;
      if (work) await rm(work, { recursive: true, force: true });
    }
  };
}

/** A GET of the panel's download: the method is refused, whoever asks, before any session work. */
function postOnly(_req: Request, res: Response) {
  res.setHeader('Allow', 'POST');
  res.status(405).json({ message: messages.adminBackupPostOnly });
}

/** `sessions` reads the caller's session (app.ts); `localKey` is set only while the server holds the embedded database. */
export function backupRoutes(db: Db, sessions: RequestHandler, localKey: string | null) {
  const routes = express.Router();
  const gate: BackupGate = { busy: false };
  routes.post(BACKUP_DOWNLOAD_PATH, sessions, requireAdmin, sendBackup(db, 'download', gate));
  routes.get(BACKUP_DOWNLOAD_PATH, postOnly);
  if (localKey) routes.get(LOCAL_BACKUP_PATH, requireLocalKey(localKey), sendBackup(db, 'cli', gate));
  return routes;
}
