/**
 * An id that names no record is not an outage (DESIGN.md §6): each public detail page answers 404 with its
 * kind's load-error text (SPEC.md §8), never 503, and every procedure that looks a record up by id refuses
 * such an id as a bad request or an unknown record, never as a server failure, on both databases.
 */
import { describe, expect, it } from 'vitest';
import { DETAIL_PAGES, RECORD_KINDS, type DetailPageKind } from '../../shared/constants';
import { messages } from '../../shared/messages/public';
import { builtClient } from '../client-build';
import { databases } from '../test-support/db';
import { useTestServer } from '../test-support/http';
import { callTrpc } from '../test-support/trpc-http';

const LOAD_FAILED: Record<DetailPageKind, string> = {
  attraction: messages.attractionDetailFailed,
  accommodation: messages.accommodationDetailFailed,
  paket: messages.paketDetailFailed,
  kuliner: messages.kulinerDetailFailed,
  facility: messages.facilityDetailFailed,
  event: messages.eventDetailFailed,
};

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '1e1', '0x10', '424242'];

describe.each(databases)('ids that name no record (%s)', (kind) => {
  const t = useTestServer(kind, { pages: builtClient().pages });

  it('answers every detail page 404 with its load-error text, never 503', async () => {
    const paths = Object.entries(DETAIL_PAGES).flatMap(([page, { path }]) => BAD_IDS.map((id) => [page as DetailPageKind, `${path}/${id}`] as const));
    for (const [page, path] of paths) {
      const answer = await t.server.call('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.text).toContain(LOAD_FAILED[page]);
    }
  });

  it('refuses such an id in every lookup procedure as a bad request or unknown record, never a 5xx', async () => {
    const numbers = [0, -1, 1.5, 99_999_999_999, 2_147_483_648, 424_242];
    for (const id of [...numbers, 'abc', null]) {
      const lookups = [
        ...RECORD_KINDS.flatMap((record) => [`${record}.byId`, `${record}.adminById`]),
        'booking.byId',
      ];
      for (const path of lookups) {
        const answer = await callTrpc(t.server, 'query', path, { token: t.token, input: { id } });
        expect({ path, id, status: answer.status }).toEqual({ path, id, status: typeof id === 'number' && id === 424_242 ? 404 : 400 });
      }
      const restore = await callTrpc(t.server, 'mutation', 'trash.restore', { token: t.token, input: { kind: 'attraction', id } });
      expect(restore.status).toBeLessThan(500);
    }
  });
});
