/**
 * multer with explicit limits (DESIGN.md §1). Files are spooled to a temporary folder rather than kept in
 * memory (DESIGN.md §5, ≤ 600 MB RSS): ten parallel uploads of ten 12 MP photos are 200–450 MB of bytes,
 * which wait there for their turn in the image queue and are removed once the response is done.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD } from '../../shared/constants';
import { AppError } from '../errors';

export const UPLOAD_SPOOL_DIR = path.join(tmpdir(), 'tegalsambi-uploads');

/** A spooled file's name starts with the process id: a file left by a killed process says whose it was. */
export const SPOOL_PREFIX = `${process.pid}-`;

/** An upload waits minutes at most: an older file whose process is not running here was left by a crash. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function removeAbandoned(): Promise<void> {
  const names = await readdir(UPLOAD_SPOOL_DIR).catch(() => []);
  for (const name of names) {
    const file = path.join(UPLOAD_SPOOL_DIR, name);
    const pid = Number(name.split('-')[0]);
    const written = await stat(file).then((stats) => stats.mtimeMs, () => Date.now());
    if (!isRunning(pid) && Date.now() - written > ABANDONED_AFTER_MS) await rm(file, { force: true }).catch(() => undefined);
  }
}

/** Made when missing (a temporary folder may be cleaned while the server runs); what crashes left, swept once. */
let spoolReady: Promise<void> | undefined;
async function makeSpool(): Promise<void> {
  await mkdir(UPLOAD_SPOOL_DIR, { recursive: true });
  spoolReady ??= removeAbandoned();
  await spoolReady;
}

const spool = multer.diskStorage({
  destination: (_req, _file, done) => {
    makeSpool().then(
      () => done(null, UPLOAD_SPOOL_DIR),
      (error: Error) => done(error, UPLOAD_SPOOL_DIR),
    );
  },
  filename: (_req, _file, done) => done(null, `${SPOOL_PREFIX}${randomBytes(12).toString('hex')}`),
});

function removeSpooled(req: Request): void {
  const files = Array.isArray(req.files) ? req.files : [];
  for (const file of files) void rm(file.path, { force: true }).catch((error: unknown) => console.error(error));
}

/**
 * A body the multipart parser cannot read (no boundary, cut off) is the client's fault: 400, not 500.
 * multer removes what it spooled when parsing fails; after a parsed request, the response's end does.
 */
function readableBody(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error && !(error instanceof multer.MulterError)) return next(new AppError('BAD_REQUEST', 'invalidInput'));
      if (!error && res.closed) removeSpooled(req);
      else if (!error) res.once('close', () => removeSpooled(req));
      next(error);
    });
}

export const imageUpload = readableBody(
  multer({
    storage: spool,
    limits: {
      files: UPLOAD.maxFiles,
      fileSize: UPLOAD.maxFileBytes,
      fields: 40,
      fieldSize: 256 * 1024,
      parts: 60,
    },
  }).array('images', UPLOAD.maxFiles),
);
