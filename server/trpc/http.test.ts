/** /trpc over real HTTP: status codes and the error shape the client reads (code, messageKey, fieldErrors). */
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { blobOf, jpeg, pdfBytes, validData } from '../test-support/fixtures';
import { ADMIN, useTestServer } from '../test-support/http';
import { recordForm } from '../test-support/trpc';

interface TrpcErrorBody {
  error: {
    message: string;
    data: { code: string; httpStatus: number; messageKey: string | null; fieldErrors: Record<string, string[]> | null };
  };
}
interface TrpcResult<T> {
  result: { data: T };
}

const query = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe.each(databases)('tRPC over HTTP (%s)', (kind) => {
  const t = useTestServer(kind);

  it('a missing record: 404, NOT_FOUND, its message key and the Indonesian sentence', async () => {
    const answer = await t.server.call<TrpcErrorBody>('GET', query('attraction.byId', { id: 424242 }));
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.attractionNotFound);
    expect(answer.body.error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, messageKey: 'attractionNotFound', fieldErrors: null });
  });

  it('an input of the wrong shape altogether gets the catalogue sentence, not zod\'s English', async () => {
    for (const input of ['teks', [1, 2], 42, null]) {
      const answer = await t.server.call<TrpcErrorBody>('GET', query('attraction.byId', input));
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(messages.invalidInput);
    }
    const login = await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.login', { json: ['admin', 'rahasia'] });
    expect(login.status).toBe(400);
    expect(login.body.error.message).toBe(messages.invalidInput);
  });

  it('a mutation from a foreign origin: 403 as a tRPC error the client can read, for each call of a batch', async () => {
    const headers = { Origin: 'https://evil.example' };
    const single = await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.login', { json: ADMIN, headers });
    expect(single.status).toBe(403);
    expect(single.body.error.message).toBe(messages.forbiddenOrigin);
    expect(single.body.error.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403, messageKey: 'forbiddenOrigin' });
    const batch = await t.server.call<TrpcErrorBody[]>('POST', '/trpc/paket.delete,facility.delete?batch=1', { token: t.token, json: { 0: { id: 1 }, 1: { id: 1 } }, headers });
    expect(batch.body.map((entry) => entry.error.data.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });

  it('an admin mutation without a session: 401 with the unauthorized key', async () => {
    const answer = await t.server.call<TrpcErrorBody>('POST', '/trpc/paket.create', { form: recordForm(validData.paket) });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(messages.unauthorized);
    expect(answer.body.error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'unauthorized' });
  });

  it('invalid input: 400 with fieldErrors per field and the first message', async () => {
    const answer = await t.server.call<TrpcErrorBody>('POST', '/trpc/paket.create', {
      token: t.token,
      form: recordForm({ ...validData.paket, name: '', phone: '123' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.requiredFields);
    expect(answer.body.error.data.code).toBe('BAD_REQUEST');
    expect(answer.body.error.data.fieldErrors).toEqual({ name: [messages.requiredFields], phone: [messages.phoneInvalid] });
  });

  it('login over tRPC: 200 with token, role and the temporary-password flag; wrong credentials 401 with their key', async () => {
    const ok = await t.server.call<TrpcResult<{ token: string; message: string; role: string }>>('POST', '/trpc/auth.login', { json: ADMIN });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data).toEqual({ token: expect.any(String), message: messages.loginSuccess, role: 'admin', mustChangePassword: false });
    const cookie = ok.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid='))?.split(';')[0] ?? '';
    const me = await t.server.call<TrpcResult<unknown>>('GET', '/trpc/auth.me', { headers: { Cookie: cookie } });
    expect(me.body.result.data).toEqual({ id: expect.any(Number), role: 'admin', name: messages.adminDefaultName, email: ADMIN.email, mustChangePassword: false });
    const wrong = await t.server.call<TrpcErrorBody>('POST', '/trpc/auth.login', { json: { ...ADMIN, password: 'salah-sekali' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(messages.loginWrongCredentials);
    expect(wrong.body.error.data.messageKey).toBe('loginWrongCredentials');
  });

  it('a FormData create with an image over HTTP; the image is served', async () => {
    const answer = await t.server.call<TrpcResult<{ id: number; images: { dir: string }[] }>>('POST', '/trpc/facility.create', {
      token: t.token,
      form: recordForm(validData.facility, { images: [await jpeg()] }),
    });
    expect(answer.status).toBe(200);
    const dir = answer.body.result.data.images[0]?.dir ?? '';
    const image = await fetch(`${t.server.url}/uploads/${dir}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('a replaced masterplan PDF is served from /files', async () => {
    const slug = DOCUMENTS[1].slug;
    const form = new FormData();
    form.append('slug', slug);
    const bytes = pdfBytes('konstruksi');
    form.append('file', blobOf(bytes, 'application/pdf'), slug);
    const answer = await t.server.call('POST', '/trpc/document.replace', { token: t.token, form });
    expect(answer.status).toBe(200);
    const file = await fetch(`${t.server.url}/files/${slug}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await fetch(`${t.server.url}/files/tidak-ada.pdf`)).status).toBe(404);
  });

  it('the dashboard over HTTP needs the session: 401 without, counts with', async () => {
    expect((await t.server.call('GET', '/trpc/dashboard.counts')).status).toBe(401);
    const counts = await t.server.call<TrpcResult<Record<string, number>>>('GET', '/trpc/dashboard.counts', { token: t.token });
    expect(counts.status).toBe(200);
    expect(Object.values(counts.body.result.data).every((count) => Number.isInteger(count))).toBe(true);
  });

  it('a batch of public queries answers every one', async () => {
    const answer = await t.server.call<unknown[]>('GET', `/trpc/paket.list,mapLocation.list?batch=1&input=${encodeURIComponent('{}')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
  });

  it('malformed bodies are 4xx, never 5xx', async () => {
    const attempts = [
      await t.server.call('POST', '/trpc/paket.create', { token: t.token, body: '--x\r\nabc', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
      await t.server.call('POST', '/trpc/mapLocation.create', { token: t.token, body: '{"a":', headers: { 'Content-Type': 'application/json' } }),
      await t.server.call('POST', '/trpc/paket.create', { token: t.token, json: { data: {} } }),
      await t.server.call('POST', '/trpc/mapLocation.create', { token: t.token, json: { data: { ...validData.mapLocation, name: 'a\u0000b' } } }),
      await t.server.call('GET', '/trpc/paket.create'),
      await t.server.call('GET', '/trpc/tidak.ada'),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
