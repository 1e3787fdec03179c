/**
 * The server's own upkeep on a timer (boot.ts: expired sessions, old bookings' personal data, old audit
 * rows, the trash). Nobody waits on these jobs, so a failure is only seen if it is logged; and a lasting
 * fault (the database down for the night) fails every run, so each job says so at most once an hour.
 */
const HOUR_MS = 60 * 60 * 1000;

/**
 * `job` as a function a timer can call: it never rejects, and a failure logs `<name> gagal: <message>`
 * unless this job already logged one less than an hour ago (by `now`).
 */
export function maintenanceJob(name: string, job: () => Promise<unknown>, log: (line: string) => void, now = Date.now): () => Promise<void> {
  let loggedAt = -Infinity;
  return async () => {
    try {
      await job();
    } catch (error) {
      if (now() - loggedAt < HOUR_MS) return;
      loggedAt = now();
      log(`${name} gagal: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
