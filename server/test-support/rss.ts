/**
 * A process's memory as Linux reports it in /proc/<pid>/status (DESIGN.md §5, server memory): what is
 * resident now (VmRSS) and the most it has been (VmHWM), in MB. Linux only, like the servers we run.
 */
import { readFile, writeFile } from 'node:fs/promises';

export interface Memory {
  rssMb: number;
  peakMb: number;
}

function field(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`${name} missing from /proc status`);
  return Math.round(Number(match[1]) / 1024);
}

export async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return { rssMb: field(status, 'VmRSS'), peakMb: field(status, 'VmHWM') };
}

/** Starts a new peak from what is resident now (Linux ≥ 4.0: writing 5 to clear_refs resets VmHWM). */
export async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** DESIGN.md §5: the compiled server's RSS idle on each database, and at its peak under parallel uploads. */
export const MEMORY_BARS = {
  idleMb: { pglite: 350, postgres: 200 },
  peakMb: 600,
} as const;
