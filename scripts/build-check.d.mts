/** Types for scripts/build-check.mjs, imported by the TypeScript bench and the test set-up. */
export declare const ROOT: string;
export declare function buildReason(name: 'client' | 'server'): string | null;
export declare function runNode(args: string[], options?: import('node:child_process').SpawnOptions): Promise<number>;
export declare function ensureClientBuild(): Promise<void>;
export declare function ensureServerBuild(): Promise<void>;
