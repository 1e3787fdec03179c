/**
 * Another platform's calendar server for the sync tests: node:http on 127.0.0.1, answering each path as
 * a test sets it and counting the requests it gets, with Airbnb's and Booking.com's feeds as they write them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Answers `path` with this calendar text (200, text/calendar) or handler from now on; returns its full address. */
  serve(path: string, answer: string | Handler): string;
  /** Requests `path` got so far. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const handlers = new Map<string, Handler>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = handlers.get(path);
    if (handler) return handler(req, res);
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    serve(path, answer) {
      handlers.set(path, typeof answer === 'string' ? (_req, res) => res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(answer) : answer);
      return `${origin}${path}`;
    },
    hits: (path) => counts.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A feed server for the enclosing describe block. */
export function useFeedServer(): { server: FeedServer } {
  const fixture = {} as { server: FeedServer };
  beforeAll(async () => {
    fixture.server = await startFeedServer();
  });
  afterAll(() => fixture.server?.close());
  return fixture;
}

const compact = (day: string) => day.replaceAll('-', '');

export interface FeedEvent {
  uid: string;
  /** First night, "2027-05-10". */
  from: string;
  /** Check-out day: the day after the last night. */
  to: string;
  summary?: string;
}

/** A calendar as Airbnb's "Export calendar" address answers it: all-day events, "Reserved" or "Airbnb (Not available)". */
export function airbnbFeed(events: readonly FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `UID:${event.uid}@airbnb.com`,
      ...(event.summary === 'Reserved' || event.summary === undefined
        ? ['DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4ZX2Y7K\\nPhone', ' Number (Last 4 Digits): 4821']
        : []),
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A calendar as Booking.com's export address answers it: all-day events, "CLOSED - Not available". */
export function bookingComFeed(events: readonly FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}@booking.com`,
      'DTSTAMP:20270401T101500Z',
      `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      `SUMMARY:${event.summary ?? 'CLOSED - Not available'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
