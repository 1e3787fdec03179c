/** Masterplan PDFs (DESIGN.md §1): three fixed documents, each replaceable by the admin. */
import { DOCUMENTS, UPLOAD, type DocumentSlug } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import { AppError, notFound } from '../../errors';
import * as repo from './document.repository';
import { audit } from '../audit/audit.service';

export interface DocumentInfo {
  slug: DocumentSlug;
  title: string;
  size: number;
  updatedAt: string | null;
}

export function isDocumentSlug(slug: string): slug is DocumentSlug {
  return DOCUMENTS.some((document) => document.slug === slug);
}

export async function listDocuments(db: Db): Promise<DocumentInfo[]> {
  const rows = await repo.selectDocuments(db);
  return DOCUMENTS.map(({ slug, title }) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    return { slug, title, size: row?.size ?? 0, updatedAt: row ? new Date(row.updated_at).toISOString() : null };
  });
}

export async function readDocument(db: Db, slug: string) {
  if (!isDocumentSlug(slug)) return null;
  const row = await repo.selectDocumentData(db, slug);
  return row ? { data: row.data, updatedAt: new Date(row.updated_at) } : null;
}

/** Checks the bytes are a PDF (not the name or the client's type) of at most UPLOAD.maxPdfBytes, then stores them. */
export async function replaceDocument(db: Db, slug: string, data: Uint8Array): Promise<void> {
  if (!isDocumentSlug(slug)) throw notFound('documentNotFound');
  if (data.byteLength > UPLOAD.maxPdfBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'pdfTooLarge');
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new AppError('BAD_REQUEST', 'pdfInvalid');
  await db.transaction().execute(async (trx) => {
    await repo.upsertDocument(trx, slug, data);
    await audit(trx, { action: 'update', kind: 'document', recordName: slug, changes: { bytes: [null, data.byteLength] } });
  });
}

export function countDocuments(db: Db): Promise<number> {
  return repo.countDocuments(db);
}
