/**
 * The scripts a server-rendered page hydrates with in the browser (client/islands/registry.ts): the
 * hydrating module and each island's, and what they import, read from the client build's manifest. The
 * page names them, and client/main.tsx fetches them all at once instead of one after another as each
 * arrives and runs: on a phone's round trips that is several waits fewer before the page is in control
 * (DESIGN.md §5).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
type Manifest = z.infer<typeof manifestSchema>;

function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/** The chunks of the islands' modules (by their paths under client/); none when the build wrote no manifest. */
export function islandChunks(clientDir: string): (islandModules: string[]) => string[] {
  let manifest: Manifest | null = null;
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')));
  } catch {
    manifest = null;
  }
  return (islandModules) => {
    const files = new Set<string>();
    if (manifest) for (const key of islandModules) closure(manifest, key, files);
    return [...files];
  };
}
