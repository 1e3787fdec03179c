/**
 * What the server and the server render of the public pages (client/entry-server.tsx, built into
 * dist/ssr/) say to each other: the server calls `renderPage` with a way to call the procedures
 * in-process, and gets the page back (server/http/pages.ts).
 */
import type { BookingFormState } from './booking-form';

/**
 * One procedure called in-process: its dotted path and input in, its JSON-shaped result out. A refusal
 * rejects with a ProcedureFailure, so the page sees the same error as over HTTP (an unknown id is a 404).
 */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>;

export interface ProcedureFailure {
  message: string;
  code: string;
  httpStatus: number;
}

export interface RenderOptions {
  /** Calls one tRPC procedure as an anonymous visitor. */
  call: ProcedureCall;
  siteUrl: string;
  /** A booking request the server refused, shown again in its package's or lodging's form (server/http/booking-form.ts). */
  bookingForm?: BookingFormState;
  /** The page is for a signed-in user: its footer offers no Admin Login (client/lib/page-session.ts). */
  signedIn?: boolean;
}

export type RenderedPage =
  | { redirect: string }
  | {
      /** 200, 404 for the not-found page and unknown records, 429 over a visitor's limit, 503 when the data could not be read. */
      status: 200 | 404 | 429 | 503;
      head: string;
      html: string;
      /** Every read succeeded: the page may be served again until the next write. */
      cacheable: boolean;
      /** One visitor's page (its route's `staticData.private`): rendered every time, kept by no cache. */
      private: boolean;
      /** The module that hydrates the page and its islands' modules (client/islands/registry.ts): the browser fetches their scripts at once (server/http/island-chunks.ts). */
      islandModules: string[];
    };
