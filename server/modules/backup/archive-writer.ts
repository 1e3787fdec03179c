/** Packs a dump into the archive (archive-format.ts): manifest.json first, then each table's file, gzip over all. */
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { ARCHIVE_FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type Manifest } from './archive-format';
import type { Dump, DumpedTable } from './backup-dump';

export function manifestOf(dump: Dump): Manifest {
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: FORMAT_VERSION,
    schemaVersion: dump.schemaVersion,
    createdAt: dump.createdAt,
    tables: dump.tables.map(({ file: _file, ...table }) => table),
  };
}

/** One entry whose size is known: the file streamed in, never held whole. */
function addFile(pack: tar.Pack, table: DumpedTable, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ name: table.entry, size: table.bytes, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
    const source = createReadStream(table.file);
    source.once('error', (error) => {
      sink.destroy(error);
      reject(error);
    });
    source.pipe(sink);
  });
}

/** Writes the archive of `dump` to `output` and resolves once it is all there. */
export async function writeArchive(dump: Dump, output: Writable): Promise<void> {
  const pack = tar.pack();
  const mtime = new Date(dump.createdAt);
  const done = pipeline(pack, createGzip(), output);
  const manifest = Buffer.from(`${JSON.stringify(manifestOf(dump), null, 2)}\n`);
  pack.entry({ name: MANIFEST_ENTRY, size: manifest.length, mtime, mode: 0o644 }, manifest);
  for (const table of dump.tables) await addFile(pack, table, mtime);
  pack.finalize();
  await done;
}
