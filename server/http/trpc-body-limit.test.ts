/**
 * DESIGN.md §5, request bodies: ≤ 1 MB for public and JSON calls, refused with 413 before the body is read;
 * the upload limit only for an admin's multipart call to a procedure that takes files.
 */
import { request } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { validData } from '../test-support/fixtures';
import { useTestServer } from '../test-support/http';
import { recordForm } from '../test-support/trpc';
import { JSON_BODY_LIMIT } from './trpc-body-limit';

interface TrpcErrorBody {
  error: { message: string; data: { code: string; httpStatus: number } };
}

const OVER_LIMIT = 'x'.repeat(JSON_BODY_LIMIT + 1);

/** A photo whose bytes are over the JSON limit (noise does not compress). */
async function largePhoto(): Promise<Uint8Array> {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  const create = { width: 1400, height: 1000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise } as const;
  return new Uint8Array(await sharp({ create }).jpeg({ quality: 95 }).toBuffer());
}

/**
 * Sends only the headers of a request that declares `length` bytes and waits for the answer: a server that
 * waited for (or buffered) the body would never answer within the time given.
 */
function answerBeforeBody(url: string, path: string, headers: Record<string, string>, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const pending = request(`${url}${path}`, { method: 'POST', headers: { ...headers, 'Content-Length': String(length) } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    pending.on('error', reject);
    pending.setTimeout(3000, () => reject(new Error('no answer before the body was sent')));
    pending.write('{"email":"');
  });
}

describe.each(databases)('tRPC body limits (%s)', (kind) => {
  const t = useTestServer(kind);

  it('a sign-in declaring 80 MB is refused with 413 before its body is sent', async () => {
    const answer = await answerBeforeBody(t.server.url, '/trpc/auth.login', { 'Content-Type': 'application/json' }, 80 * 1024 * 1024);
    expect(answer.status).toBe(413);
    const body = JSON.parse(answer.body) as TrpcErrorBody;
    expect(body.error.message).toBe(messages.requestTooLarge);
    expect(body.error.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
  });

  it('an anonymous upload to an upload procedure gets the JSON limit, not the upload limit', async () => {
    const answer = await answerBeforeBody(t.server.url, '/trpc/attraction.create', { 'Content-Type': 'multipart/form-data; boundary=x' }, 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
  });

  it('a signed-in admin gets the JSON limit for JSON calls and procedures that take no files', async () => {
    const json = await t.server.call<TrpcErrorBody>('POST', '/trpc/mapLocation.create', { token: t.token, json: { data: { ...validData.mapLocation, name: OVER_LIMIT } } });
    expect(json.status).toBe(413);
    expect(json.body.error.data.code).toBe('PAYLOAD_TOO_LARGE');
    const form = new FormData();
    form.set('currentPassword', OVER_LIMIT);
    const multipart = await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.changePassword', { token: t.token, form });
    expect(multipart.status).toBe(413);
    const batch = await t.server.call<unknown[]>('POST', '/trpc/mapLocation.create?batch=1', { token: t.token, json: { 0: { name: OVER_LIMIT } } });
    expect(batch.status).toBe(413);
    expect(Array.isArray(batch.body)).toBe(true);
  });

  it('a public query past the limit is 413, sent with or without a declared length', async () => {
    const declared = await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.login', { json: { email: OVER_LIMIT, password: 'x' } });
    expect(declared.status).toBe(413);
    // A streamed body declares no length; the adapter stops reading at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= JSON_BODY_LIMIT; sent += 64 * 1024) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        controller.close();
      },
    });
    const streamed = await fetch(`${t.server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('an admin upload past the JSON limit is accepted and stored', async () => {
    const photo = await largePhoto();
    expect(photo.byteLength).toBeGreaterThan(JSON_BODY_LIMIT);
    const answer = await t.server.call<{ result: { data: { id: number; images: unknown[] } } }>('POST', '/trpc/attraction.create', {
      token: t.token,
      form: recordForm(validData.attraction, { images: [photo] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.data.images).toHaveLength(1);
  });
});
