/**
 * PGlite's WebAssembly module and its file bundle, read and compiled once per process. Every new PGlite
 * otherwise reads both again and compiles 9 MB of WebAssembly: about a third of what an in-memory database
 * from a dump costs to open. Only in-memory databases use it (the tests open one per file, often a hundred
 * in a worker); a server opens its database once and keeps nothing more in memory than it needs.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let loaded: Promise<PgliteAssets> | undefined;

async function load(): Promise<PgliteAssets> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
  return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
}

export function pgliteAssets(): Promise<PgliteAssets> {
  loaded ??= load();
  return loaded;
}
