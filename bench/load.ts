/**
 * The load of `npm run bench` and the bare endpoint it is compared with. autocannon runs in a worker
 * thread, so the server keeps the main thread to itself. Every request says `Accept-Encoding: identity`:
 * the app gzips text for clients that ask, and the bare endpoint must serve exactly the bytes the load
 * receives, so neither side compresses. And every request names a phone's browser, as a visitor's does:
 * the app counts its page views (modules/stats), as it would a visitor's.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import express from 'express';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 3;
const HEADERS = {
  'accept-encoding': 'identity',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Redmi Note 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** One GET as the load sends it. An encoded answer is refused: the bare endpoint could not match it. */
export async function fetchAnswer(url: string): Promise<Answer> {
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual' });
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new Error(`GET ${url} answered Content-Encoding ${encoding} to Accept-Encoding: identity`);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) };
}

export function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, workers: 1 });
}

/** A warm-up, then the measured run. */
export async function measure(url: string): Promise<autocannon.Result> {
  await load(url, WARM_UP_S);
  const result = await load(url, DURATION_S);
  // autocannon hangs up on requests still being answered; let them finish before the next load or a close.
  await sleep(500);
  return result;
}

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** A plain Express app on a port of its own, answering every GET with `answer`'s bytes and Content-Type. */
export async function startBareServer(answer: Answer): Promise<BareServer> {
  const app = express();
  app.get(/.*/, (_req, res) => {
    res.setHeader('Content-Type', answer.contentType);
    res.send(answer.body);
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
