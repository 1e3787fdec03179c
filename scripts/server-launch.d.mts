/** Types for scripts/server-launch.mjs, imported by the TypeScript bench and tests. */
export declare const SERVER_ENTRY: string;
export declare function serverNodeArgs(): string[];
export declare function commandNodeArgs(name: 'backup' | 'restore'): string[];
export declare function serverEnv<Env extends Record<string, string | undefined>>(env?: Env): Env & { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
