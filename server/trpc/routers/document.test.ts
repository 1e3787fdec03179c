/** tRPC masterplan documents (DESIGN.md §1): three fixed PDFs, replaced only by a real PDF. */
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { readDocument } from '../../modules/document/document.service';
import { databases } from '../../test-support/db';
import { blobOf, pdfBytes } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, useTrpc } from '../../test-support/trpc';

function replaceForm(slug: string, bytes?: Uint8Array, type = 'application/pdf') {
  const form = new FormData();
  form.append('slug', slug);
  if (bytes) form.append('file', blobOf(bytes, type), 'dokumen.pdf');
  return form;
}

describe.each(databases)('tRPC document (%s)', (kind) => {
  const t = useTrpc(kind);
  const slug = DOCUMENTS[0].slug;

  it('lists the three documents, empty before any upload', async () => {
    const list = await t.anonymous.document.list();
    expect(list).toEqual(DOCUMENTS.map(({ slug: name, title }) => ({ slug: name, title, size: 0, updatedAt: null })));
  });

  it('replace stores a real PDF and the list shows its size and time', async () => {
    const bytes = pdfBytes('masterplan');
    expect(await t.admin.document.replace(replaceForm(slug, bytes))).toEqual({ message: messages.documentReplaced });
    const entry = (await t.anonymous.document.list()).find((document) => document.slug === slug);
    expect(entry?.size).toBe(bytes.byteLength);
    expect(Date.parse(entry?.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const stored = await readDocument(t.db, slug);
    expect(Buffer.from(stored?.data ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a file that is no PDF (whatever its name and type), a missing file and an unknown slug', async () => {
    const before = await readDocument(t.db, slug);
    const notPdf = new TextEncoder().encode('<html>bukan pdf</html>');
    await expectTrpcError(t.admin.document.replace(replaceForm(slug, notPdf)), 'BAD_REQUEST', messages.pdfInvalid);
    expect(firstIssue(await expectTrpcError(t.admin.document.replace(replaceForm(slug)), 'BAD_REQUEST')).message).toBe(messages.pdfInvalid);
    const unknown = await expectTrpcError(t.admin.document.replace(replaceForm('../../etc/passwd', pdfBytes())), 'BAD_REQUEST');
    expect(firstIssue(unknown).message).toBe(messages.documentNotFound);
    expect(await readDocument(t.db, slug)).toEqual(before);
  });

  it('replace is UNAUTHORIZED without an actor', async () => {
    await expectTrpcError(t.anonymous.document.replace(replaceForm(slug, pdfBytes())), 'UNAUTHORIZED', messages.unauthorized);
  });
});
