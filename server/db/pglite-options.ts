/**
 * Settings of the embedded database (DESIGN.md §5: ≤ 350 MB RSS idle on PGlite). PGlite's initdb writes
 * Postgres's default `shared_buffers = 128MB`, and in PGlite those buffers live inside the WebAssembly
 * memory of this process: they were the largest single share of its RSS (about 115 MB). Our whole
 * database is tens of megabytes, lists are served from the read cache, and a page evicted from the buffers
 * is read back from the operating system's file cache, so 16 MB costs no measurable speed.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite's own start parameters (single-user mode, no parallel workers, …). `startParams` replaces them
 * rather than adding to them, and PGlite exposes them only as an untyped static, so read it and check it.
 */
function defaultStartParams(): string[] {
  const params: unknown = Reflect.get(PGlite, 'defaultStartParams');
  if (!Array.isArray(params) || !params.every((param): param is string => typeof param === 'string')) {
    throw new Error('PGlite.defaultStartParams is missing: check server/db/pglite-options.ts against this PGlite version.');
  }
  return params;
}

export function pgliteOptions(): PGliteOptions {
  return { startParams: [...defaultStartParams(), '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
