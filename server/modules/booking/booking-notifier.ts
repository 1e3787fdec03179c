/**
 * The village's email for every new booking request (SMTP_URL, BOOKING_NOTIFY_EMAIL). The request is
 * stored first; the email is sent afterwards, outside the visitor's wait, and a failed send is tried
 * again later (30 s, then doubling, up to an hour apart, MAX_ATTEMPTS times), also after a restart, since
 * what is still to send is read from the database. With several instances, each request is claimed by
 * one of them before it sends, so the village gets it once.
 */
import nodemailer from 'nodemailer';
import { message } from '../../../shared/messages';
import type { Db } from '../../db/connection';
import { readVillageSettings } from '../settings/settings.service';
import * as repo from './booking.repository';
import type { BookingRow } from './booking.repository';
import { onBookingCreated } from './booking.service';

const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed request is left to the instance sending it before another may try. */
const CLAIM_MS = 5 * 60 * 1000;
const SWEEP_MS = 30_000;

export interface NotifierOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  publicUrl: string;
  log?: (line: string) => void;
}

function datesOf(row: BookingRow): string {
  return row.target === 'paket' ? (row.visit_date ?? '-') : `${row.check_in ?? '-'} s.d. ${row.check_out ?? '-'}`;
}

/**
 * The visitor's note, its lines kept and indented under "Catatan:", so no line of theirs passes for one of
 * the email's own ("Buka di panel admin: …"). The name and number are one line each (schemas/booking.ts).
 */
function noteLines(note: string): string {
  return note ? note.split(/\r\n|[\r\n\u2028\u2029]/).join('\n  ') : '-';
}

/**
 * The email is plain text only (no HTML part, so nothing the visitor typed is markup), and what the
 * visitor typed is in its body, never in a header.
 */
export function bookingEmail(row: BookingRow, publicUrl: string, site: string) {
  return {
    subject: message('bookingEmailSubject', { code: row.code, target: row.target_name }),
    text: message('bookingEmailBody', {
      site,
      code: row.code,
      target: row.target_name,
      dates: datesOf(row),
      people: row.people,
      name: row.name,
      whatsApp: `+${row.whatsapp}`,
      note: noteLines(row.note),
      link: `${publicUrl}/admin/pemesanan/${row.id}`,
    }),
  };
}

export interface BookingNotifier {
  /** Sends what is due now; resolves when this round is done (tests wait on it). */
  flush(): Promise<void>;
  stop(): void;
}

export function startBookingNotifier(db: Db, options: NotifierOptions): BookingNotifier {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const log = options.log ?? console.log;
  let round: Promise<void> | null = null;
  let again = false;

  async function send(row: BookingRow, attempts: number): Promise<void> {
    try {
      const { settings } = await readVillageSettings(db);
      await transport.sendMail({ from: options.from ?? options.to, to: options.to, ...bookingEmail(row, options.publicUrl, settings.title) });
      await repo.markNotified(db, row.id, new Date());
    } catch (error) {
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts);
      await repo.markNotifyFailed(db, row.id, attempts + 1, new Date(Date.now() + delay));
      log(`Email pemesanan ${row.code} gagal dikirim (percobaan ${attempts + 1}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function sendDue(): Promise<void> {
    do {
      again = false;
      const now = new Date();
      for (const row of await repo.selectDueNotifications(db, now, MAX_ATTEMPTS)) {
        const attempts = await repo.claimNotification(db, row.id, now, new Date(now.getTime() + CLAIM_MS));
        if (attempts !== null) await send(row, attempts);
      }
    } while (again);
  }

  function flush(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = sendDue()
      .catch((error: unknown) => log(`Pengiriman email pemesanan tertunda: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        round = null;
      });
    return round;
  }

  const unsubscribe = onBookingCreated(db, () => void flush());
  const sweep = setInterval(() => void flush(), SWEEP_MS);
  sweep.unref();
  void flush();
  return {
    flush,
    stop() {
      unsubscribe();
      clearInterval(sweep);
      transport.close();
    },
  };
}
