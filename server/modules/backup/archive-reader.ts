/**
 * Reads an archive (archive-format.ts) as a stream, entry by entry: `verifyArchive` checks all of it
 * before anything is written anywhere; `readTables` hands a restore each table's rows in batches,
 * checking every entry again on the way (a file changed between the two reads fails the restore too).
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError, MANIFEST_ENTRY, parseManifest, tableEntry, type Manifest, type ManifestTable } from './archive-format';

/** The manifest is small (a few KB); more is not ours. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;
const CHUNK_BYTES = 256 * 1024;

/** A damaged gzip stream or tar says so in the operator's words. */
function readFailure(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/unexpected end|premature|truncated/i.test(text)) return new BackupError(`The archive is incomplete (the file ends too early): ${text}`);
  if ((error as { code?: unknown }).code === 'ENOENT') return new BackupError(`No such file: ${text}`);
  return new BackupError(`The archive is damaged and cannot be read: ${text}`);
}

/** Each entry of the tar inside the gzip, in order; read each one whole before asking for the next. */
async function* entries(file: string): AsyncGenerator<{ name: string; size: number; body: AsyncIterable<Buffer> }> {
  // Chunks above glibc's mmap threshold (128 KB, set by server-launch.mjs) go back to the system once
  // collected, instead of fragmenting the heap a few KB at a time.
  const input = createReadStream(file, { highWaterMark: CHUNK_BYTES });
  const gunzip = createGunzip({ chunkSize: CHUNK_BYTES });
  const extract = tar.extract();
  input.once('error', (error) => extract.destroy(error));
  gunzip.once('error', (error) => extract.destroy(error));
  input.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) yield { name: entry.header.name, size: entry.header.size, body: entry as AsyncIterable<Buffer> };
  } finally {
    input.destroy();
  }
}

async function readManifest(entry: { name: string; size: number; body: AsyncIterable<Buffer> } | undefined): Promise<Manifest> {
  if (entry?.name !== MANIFEST_ENTRY) throw new BackupError('This file is not a Tegalsambi backup: manifest.json is not its first entry.');
  if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError('The archive is damaged: manifest.json is too large.');
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return parseManifest(Buffer.concat(chunks).toString('utf8'));
}

/** Counts lines and hashes an entry as it streams past. */
class EntryCheck {
  private readonly hash: Hash = createHash('sha256');
  rows = 0;
  bytes = 0;
  private last = NEWLINE;

  add(chunk: Buffer): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) this.rows += 1;
    if (chunk.length > 0) this.last = chunk[chunk.length - 1] ?? NEWLINE;
  }

  /** Throws unless what streamed past is what the manifest says. */
  finish(table: ManifestTable): void {
    const what = `table ${table.name}`;
    if (this.bytes !== table.bytes || this.last !== NEWLINE) throw new BackupError(`The archive is damaged: ${what} has ${this.bytes} bytes, the manifest says ${table.bytes}.`);
    if (this.hash.digest('hex') !== table.sha256) throw new BackupError(`The archive is damaged: the checksum (SHA-256) of ${what} does not match the manifest.`);
    if (this.rows !== table.rows) throw new BackupError(`The archive is damaged: ${what} has ${this.rows} rows, the manifest says ${table.rows}.`);
  }
}

function expectedTable(manifest: Manifest, name: string, seen: Set<string>): ManifestTable {
  const table = manifest.tables.find((candidate) => candidate.entry === name);
  if (!table || seen.has(name)) throw new BackupError(`The archive is damaged: unexpected entry ${name}.`);
  if (table.entry !== tableEntry(table.name)) throw new BackupError(`The archive is damaged: table ${table.name} is stored as ${table.entry}.`);
  seen.add(name);
  return table;
}

function requireAllSeen(manifest: Manifest, seen: Set<string>): void {
  const missing = manifest.tables.find((table) => !seen.has(table.entry));
  if (missing) throw new BackupError(`The archive is incomplete: table ${missing.name} is missing.`);
}

/** Reads the whole archive once: manifest first, a known format, every entry's size, rows and SHA-256 as listed. */
export async function verifyArchive(file: string): Promise<Manifest> {
  try {
    const reader = entries(file);
    const manifest = await readManifest((await reader.next()).value || undefined);
    const seen = new Set<string>();
    for await (const entry of reader) {
      const table = expectedTable(manifest, entry.name, seen);
      const check = new EntryCheck();
      for await (const chunk of entry.body) check.add(chunk);
      check.finish(table);
    }
    requireAllSeen(manifest, seen);
    return manifest;
  } catch (error) {
    // A gzip or tar failure surfaces in whichever entry was being read: worded here, once.
    throw readFailure(error);
  }
}

export interface RowBatch {
  table: ManifestTable;
  /** The batch's rows as one JSON array, each row's text as stored. */
  json: string;
  rows: number;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * Splits an entry into its lines and hands them on as JSON arrays of about `maxBytes` (at least one row):
 * the bytes of a batch become one string, once, rather than a string per row and another joining them.
 */
async function* batches(body: AsyncIterable<Buffer>, check: EntryCheck, maxBytes: number): AsyncGenerator<{ json: string; rows: number }> {
  let parts: Buffer[] = [OPEN];
  let rows = 0;
  let size = 0;
  const flush = () => {
    parts.push(CLOSE);
    const batch = { json: Buffer.concat(parts).toString('utf8'), rows };
    [parts, rows, size] = [[OPEN], 0, 0];
    return batch;
  };
  for await (const chunk of body) {
    check.add(chunk);
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
      parts.push(chunk.subarray(start, at), COMMA);
      size += at - start;
      rows += 1;
      start = at + 1;
      if (size >= maxBytes) {
        parts.pop();
        yield flush();
      }
    }
    if (start < chunk.length) {
      parts.push(chunk.subarray(start));
      size += chunk.length - start;
    }
  }
  if (rows > 0) {
    parts.pop();
    yield flush();
  }
}

/**
 * Every table's rows in the manifest's order, in batches of about `maxBytes` of JSON. The entry's size,
 * rows and checksum are checked once it has been read, before the next table's first batch; a mismatch
 * throws, so a restore's transaction rolls back.
 */
export async function* readTables(file: string, manifest: Manifest, maxBytes: number): AsyncGenerator<RowBatch> {
  try {
    const reader = entries(file);
    await readManifest((await reader.next()).value || undefined);
    const seen = new Set<string>();
    for await (const entry of reader) {
      const table = expectedTable(manifest, entry.name, seen);
      const check = new EntryCheck();
      for await (const batch of batches(entry.body, check, maxBytes)) yield { table, ...batch };
      check.finish(table);
    }
    requireAllSeen(manifest, seen);
  } catch (error) {
    throw readFailure(error);
  }
}
