/**
 * An admin translates a record, and its English page changes at once, on both databases and on both
 * instances of the app (on Postgres, another process's pool and listener), each of which had served the
 * page from its cache just before. Until then the English page shows the Indonesian text, marked as
 * Indonesian; the Indonesian page never changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, SETUP_TIMEOUT } from '../test-support/db';
import { validData } from '../test-support/fixtures';
import { startRenderingPair, type RenderingPair, type TestServer } from '../test-support/http';
import { recordForm } from '../test-support/trpc';
import { callTrpc } from '../test-support/trpc-http';

const ENGLISH = 'The founder of the village rests here; pilgrims come in their hundreds at the harvest thanksgiving.';

/** The element holding the page's description, with its attributes. */
function descriptionOf(html: string, text: string): string | undefined {
  return new RegExp(`<div[^>]*>(?:<p[^>]*>)?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(html)?.[0];
}

describe.each(databases)('an English page after a translation (%s)', (kind) => {
  let pair: RenderingPair;
  let a: TestServer;
  let b: TestServer;
  let token: string;

  beforeAll(async () => {
    pair = await startRenderingPair(kind);
    ({ a, b, token } = pair);
  }, SETUP_TIMEOUT);

  afterAll(() => pair?.close(), SETUP_TIMEOUT);

  it('shows the English text on both instances as soon as it is saved, the Indonesian until then, marked as such', async () => {
    const created = await callTrpc<{ id: number }>(a, 'mutation', 'attraction.create', { token, input: recordForm(validData.attraction) });
    expect(created.status).toBe(200);
    const id = created.data?.id ?? 0;
    const indonesian = validData.attraction.description;

    for (const server of [a, b]) {
      const page = await server.call('GET', `/en/attraction/${id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<html lang="en">');
      expect(descriptionOf(page.text, indonesian)).toContain('lang="id"');
      expect((await server.call('GET', `/en/attraction/${id}`)).headers.get('x-page-cache')).toBe('hit');
    }

    const stored = await callTrpc<{ meta: { version: number } }>(a, 'query', 'attraction.adminById', { token, input: { id } });
    const version = stored.data?.meta.version ?? 0;
    const updated = await callTrpc(a, 'mutation', 'attraction.update', { token, input: recordForm(validData.attraction, { id, version, translations: { en: { description: ENGLISH } } }) });
    expect(updated.status, updated.error?.message).toBe(200);

    for (const server of [a, b]) {
      const english = (await server.call('GET', `/en/attraction/${id}`)).text;
      expect(english).toContain(ENGLISH);
      expect(descriptionOf(english, ENGLISH)).not.toContain('lang="id"');
      expect(english).not.toContain(indonesian);
      const page = (await server.call('GET', `/attraction/${id}`)).text;
      expect(page).toContain(indonesian);
      expect(page).not.toContain(ENGLISH);
    }
  });
});
