/** The server's upkeep jobs (boot.ts): a failure is logged, naming the job, at most once an hour per job. */
import { describe, expect, it } from 'vitest';
import { maintenanceJob } from './maintenance';

const MINUTE = 60 * 1000;

function failing(message: string) {
  return () => Promise.reject(new Error(message));
}

describe('maintenanceJob', () => {
  it('logs a failing job once, stays quiet for the hour, then logs it again', async () => {
    const lines: string[] = [];
    let now = 0;
    const run = maintenanceJob('Pemangkasan log audit', failing('koneksi terputus'), (line) => lines.push(line), () => now);

    await run();
    now += 59 * MINUTE;
    await run();
    expect(lines).toEqual(['Pemangkasan log audit gagal: koneksi terputus']);

    now += MINUTE;
    await run();
    expect(lines).toEqual(['Pemangkasan log audit gagal: koneksi terputus', 'Pemangkasan log audit gagal: koneksi terputus']);
  });

  it("keeps each job's hour to itself, and logs nothing for a job that succeeds", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const now = () => 0;
    const jobs = [
      maintenanceJob('Pemangkasan log audit', failing('tabel terkunci'), log, now),
      maintenanceJob('Pengosongan tempat sampah', failing('disk penuh'), log, now),
      maintenanceJob('Pembersihan sesi kedaluwarsa', () => Promise.resolve(3), log, now),
    ];

    for (const run of [...jobs, ...jobs]) await run();
    expect(lines).toEqual(['Pemangkasan log audit gagal: tabel terkunci', 'Pengosongan tempat sampah gagal: disk penuh']);
  });
});
