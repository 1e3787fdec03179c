/**
 * The backup archive, format version 1 (docs/backup-format.md): a gzip-compressed tar whose first entry is
 * `manifest.json` (what the archive holds, with the size, row count and SHA-256 of every other entry),
 * followed by one NDJSON file per table, `tables/<table>.ndjson`, one row per line as a JSON object keyed by
 * column name; bytea columns hold base64 text. A reader that finds another `formatVersion` refuses.
 */
import { z } from 'zod';
import { village } from '../../../shared/village';
import { MIGRATION_TABLES } from '../../db/migrate';

export const ARCHIVE_FORMAT = 'tegalsambi-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/**
 * Never in a backup: sessions, what the REST API served each of them, and sign-in counters (worthless
 * elsewhere, and secrets), today's visits and the salt that hashes their visitors (discarded within a day,
 * modules/stats; a copy would outlive them), and Kysely's bookkeeping.
 */
export const EXCLUDED_TABLES: readonly string[] = ['session', 'session_record_read', 'login_attempt', 'page_view', 'stats_salt', ...MIGRATION_TABLES];

export const tableEntry = (table: string) => `tables/${table}.ndjson`;

/** Postgres identifiers as the app's migrations write them; anything else in a manifest is refused. */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

const columnSchema = z.object({
  name: identifier,
  /** The column's type as Postgres names it (format_type), for a reader's information. */
  type: z.string().max(200),
  /** Present on bytea columns: their values are base64 text. */
  encoding: z.literal('base64').optional(),
});

const tableSchema = z.object({
  name: identifier,
  entry: z.string(),
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  columns: z.array(columnSchema).min(1),
  /** The last value each serial column's sequence had handed out: a restore never hands out an id again. */
  sequences: z.record(identifier, z.number().int().min(0)),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  /** The newest migration applied to the database backed up. */
  schemaVersion: z.string().regex(/^[\w.-]{1,200}$/),
  /** ISO instant the snapshot was taken. */
  createdAt: z.iso.datetime({ offset: true }),
  /** Tables in an order that loads each after the tables it references. */
  tables: z.array(tableSchema),
});

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];
export type ManifestColumn = ManifestTable['columns'][number];

/** A backup or restore that cannot go on, with a sentence for the operator (English, like the configuration's). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Reads the manifest's text; a format or version this code does not know is named as such. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive is damaged: manifest.json is not valid JSON.');
  }
  const head = z.object({ format: z.unknown(), formatVersion: z.unknown() }).safeParse(json);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) throw new BackupError('This file is not a Tegalsambi backup (manifest.json has another format).');
  if (head.data.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`The archive has format version ${String(head.data.formatVersion)}; this version of the app reads format version ${FORMAT_VERSION}.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`The archive is damaged: manifest.json is invalid (${parsed.error.issues[0]?.path.join('.') ?? ''}).`);
  return parsed.data;
}

const nameParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: village.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `cadangan-tegalsambi-YYYYMMDD-HHMM.tar.gz`, on the village's clock. */
export function backupFileName(at: Date = new Date()): string {
  const part = Object.fromEntries(nameParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `cadangan-tegalsambi-${part.year}${part.month}${part.day}-${part.hour}${part.minute}.tar.gz`;
}

/** The names `backupFileName` makes: what the schedule counts and prunes in BACKUP_DIR. */
export const BACKUP_FILE_PATTERN = /^cadangan-tegalsambi-\d{8}-\d{4}\.tar\.gz$/;
