/**
 * A record's images are as public as the record (DESIGN.md §8): those of a draft or a trashed record answer
 * 404 to visitors, while a signed-in editor still sees them, kept by no cache; published or restored, they
 * are public and immutable again. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_ROLE } from '../../shared/constants';
import { databases } from '../test-support/db';
import { jpeg, validData } from '../test-support/fixtures';
import { ADMIN, useTestServer } from '../test-support/http';
import { addUser } from '../test-support/login';
import { recordForm } from '../test-support/trpc';
import { createInnerContext } from '../trpc/context';
import { createCaller } from '../trpc/router';

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

describe.each(databases)('images of drafts and trashed records (%s)', (kind) => {
  const t = useTestServer(kind);
  const admin = async () => {
    const user = await t.server.db.selectFrom('admin_user').select(['id', 'role']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    return createCaller(createInnerContext(t.server.db, { id: user.id, role: user.role, mustChangePassword: false }));
  };
  /** The answer's status and Cache-Control, for a visitor or with a session's headers. */
  const image = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await t.server.call('GET', path, { headers });
    return { status: answer.status, cache: answer.headers.get('cache-control') };
  };

  it('answers 404 to visitors while its record is a draft or in the trash, the bytes to editors, and is public again after', async () => {
    const caller = await admin();
    const editor = await addUser(t.server.db, 'editor@test.desa.id', EDITOR_ROLE);
    const { cookie } = await t.server.signIn(editor);
    const signedIn = { Cookie: cookie };
    const bearer = { Authorization: `Bearer ${t.token}` };
    const created = await caller.attraction.create(recordForm(validData.attraction, { images: [await jpeg()] }));
    const dir = created.images[0]?.dir ?? '';
    const paths = [`/uploads/${dir}`, `/uploads/${dir}?w=480`];
    for (const path of paths) expect(await image(path)).toEqual({ status: 200, cache: PUBLIC });

    // A draft: gone for visitors, kept for the editor (cookie) and the admin (bearer), by no cache.
    await caller.attraction.update(recordForm(validData.attraction, { id: created.id, version: 1, status: 'draft' }));
    for (const path of paths) {
      expect((await image(path)).status).toBe(404);
      expect(await image(path, signedIn)).toEqual({ status: 200, cache: PRIVATE });
      expect(await image(path, bearer)).toEqual({ status: 200, cache: PRIVATE });
    }
    // Published again: public and immutable.
    await caller.attraction.update(recordForm(validData.attraction, { id: created.id, version: 2, status: 'published' }));
    for (const path of paths) expect(await image(path)).toEqual({ status: 200, cache: PUBLIC });

    // In the trash: the same, and back once restored.
    await caller.attraction.delete({ id: created.id });
    for (const path of paths) {
      expect((await image(path)).status).toBe(404);
      expect(await image(path, signedIn)).toEqual({ status: 200, cache: PRIVATE });
    }
    await caller.trash.restore({ kind: 'attraction', id: created.id });
    for (const path of paths) expect(await image(path)).toEqual({ status: 200, cache: PUBLIC });
  });

  it('keeps a hidden image from a session that may not preview drafts and from a dead token', async () => {
    const caller = await admin();
    const created = await caller.paket.create(recordForm(validData.paket, { status: 'draft', images: [await jpeg()] }));
    const path = `/uploads/${created.images[0]?.dir ?? ''}`;
    expect((await image(path)).status).toBe(404);
    expect((await image(path, { Authorization: 'Bearer not-a-live-token-at-all' })).status).toBe(404);
    const temporary = await addUser(t.server.db, 'baru@test.desa.id', EDITOR_ROLE, { temporary: true });
    const { cookie } = await t.server.signIn(temporary);
    expect((await image(path, { Cookie: cookie })).status).toBe(404);
  });
});
