/**
 * The scripts a server-rendered page's routes load in the browser: their split components (router-plugin's
 * autoCodeSplitting) and what those import, read from the client build's manifest. The page names them, and
 * client/main.tsx starts them beside the app instead of after it, once the router asks: on a phone's round
 * trips that is one wait fewer before the page hydrates (DESIGN.md §5).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
type Manifest = z.infer<typeof manifestSchema>;

/** `/paket/$id` → `routes/paket.$id.tsx?tsr-split=component`, as the router-plugin names a route file's component. */
function componentKey(routeId: string): string {
  const name = routeId === '/' ? 'index' : routeId.slice(1).replaceAll('/', '.');
  return `routes/${name}.tsx?tsr-split=component`;
}

function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/**
 * The chunks of the routes (by their ids) and of the modules they load lazily (by their paths under
 * client/); none when the build wrote no manifest.
 */
export function routeChunks(clientDir: string): (routeIds: string[], lazyModules?: string[]) => string[] {
  let manifest: Manifest | null = null;
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')));
  } catch {
    manifest = null;
  }
  return (routeIds, lazyModules = []) => {
    const files = new Set<string>();
    if (manifest) for (const key of [...routeIds.map(componentKey), ...lazyModules]) closure(manifest, key, files);
    return [...files];
  };
}
