/** The legacy REST adapter (DESIGN.md §4): thin handlers over the same services as tRPC. */
import { openAsBlob } from 'node:fs';
import express, { type NextFunction, type Request, type Response } from 'express';
import { message, messages } from '../../shared/messages';
import { parseRecordId } from '../../shared/record-id';
import { loginInput } from '../../shared/schemas/auth';
import type { Db } from '../db/connection';
import { AppError, notFound } from '../errors';
import { apiDocsFiles, apiDocsPage } from '../http/api-docs';
import { jsonErrorHandler } from '../http/errors';
import { sessionControl } from '../http/session';
import { imageUpload } from '../http/uploads';
import { withAuditScope } from '../modules/audit/audit.service';
import { mayEditContent, verifyLogin } from '../modules/auth/auth.service';
import { openApiDocument } from './openapi';
import { resources, type Resource } from './resources';

/** Ids are positive integers; anything else names no record (404, DESIGN.md §4). */
function recordId(req: Request): number {
  const id = parseRecordId(String(req.params.id ?? ''));
  if (id === null) throw notFound();
  return id;
}

/** The session a request proved, whose reads are remembered and whose writes go over them; null when anonymous. */
function readerOf(req: Request): string | null {
  return req.auth?.sid ?? null;
}

function resourceOf(req: Request): Resource {
  const resource = resources[String(req.params.type)];
  if (!resource || !Object.hasOwn(resources, String(req.params.type))) throw new AppError('BAD_REQUEST', 'unknownType');
  return resource;
}

/** A live session (cookie or bearer token), whatever its role: enough to sign out. */
function requireSession(req: Request, _res: Response, next: NextFunction) {
  next(req.auth ? undefined : new AppError('UNAUTHORIZED', 'unauthorized'));
}

/**
 * The one REST lock: every write needs a live session whose user is, as stored now, an editor or an admin
 * who has replaced any temporary password (the same rule as tRPC's contentProcedure).
 */
function requireContentRole(req: Request, res: Response, next: NextFunction) {
  if (!req.auth) return requireSession(req, res, next);
  if (req.auth.actor.mustChangePassword) return next(new AppError('FORBIDDEN', 'passwordChangeRequired'));
  next(mayEditContent(req.auth.actor) ? undefined : new AppError('FORBIDDEN', 'forbidden'));
}

/** Refuses an unknown type (400) or a bad id (404) before the lock and the upload parser run. */
function checkTarget(req: Request, _res: Response, next: NextFunction) {
  resourceOf(req);
  if (req.params.id !== undefined) recordId(req);
  next();
}

/** The spooled files as Blobs, read from disk when their turn in the image queue comes. */
async function imagesOf(req: Request) {
  const files = Array.isArray(req.files) ? req.files : [];
  return { files: await Promise.all(files.map((file) => openAsBlob(file.path))) };
}

/** The body's fields; a JSON array where a record belongs is refused, not read as a record with no fields. */
function fieldsOf(req: Request): Record<string, unknown> {
  if (Array.isArray(req.body)) throw new AppError('BAD_REQUEST', 'invalidInput');
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

const WRITE_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A write's body is JSON, a form or multipart (DESIGN.md §4); any other type (text/plain, XML) would be
 * read as no fields at all, so it is refused (415) instead of answering success for nothing.
 */
function requireWriteType(req: Request, _res: Response, next: NextFunction) {
  // An empty body (a logout, a DELETE) has no type to check; req.is() is false for a body of another type.
  const empty = req.get('content-length') === '0' || (req.get('content-length') === undefined && req.get('transfer-encoding') === undefined);
  const refused = req.method !== 'GET' && req.method !== 'HEAD' && !empty && req.is(WRITE_TYPES) === false;
  next(refused ? new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedContentType') : undefined);
}

/** The handler after this runs as the request's actor from its address: what it audits is theirs. */
function auditScope(req: Request, _res: Response, next: NextFunction) {
  withAuditScope({ userId: req.auth?.actor.id ?? null, ip: req.ip ?? '' }, next);
}

export function restRouter(db: Db) {
  const api = express.Router();
  api.use(requireWriteType, express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }));

  api.post('/auth/login', auditScope, async (req, res) => {
    const input = loginInput.parse(fieldsOf(req));
    const session = sessionControl(db, req, res);
    const actor = await verifyLogin(db, input, session.client);
    const token = await session.signIn(actor);
    res.json({ token, message: messages.loginSuccess });
  });

  api.post('/auth/logout', requireSession, auditScope, async (req, res) => {
    await sessionControl(db, req, res).signOut();
    res.json({ message: messages.logoutSuccess });
  });

  api.get('/data/:type', async (req, res) => {
    res.type('json').send(await resourceOf(req).listBody(db, readerOf(req)));
  });

  api.get('/data/:type/:id', async (req, res) => {
    res.json(await resourceOf(req).get(db, recordId(req), readerOf(req)));
  });

  api.post('/data/:type', checkTarget, requireContentRole, imageUpload, auditScope, async (req, res) => {
    const resource = resourceOf(req);
    const id = await resource.create(db, fieldsOf(req), await imagesOf(req));
    res.status(201).json({ message: message(resource.messages.created), id });
  });

  api.put('/data/:type/:id', checkTarget, requireContentRole, imageUpload, auditScope, async (req, res) => {
    const resource = resourceOf(req);
    const id = recordId(req);
    const existing = await resource.editable(db, id);
    await resource.update(db, id, existing, fieldsOf(req), await imagesOf(req), readerOf(req));
    res.json({ message: message(resource.messages.updated) });
  });

  api.delete('/data/:type/:id', checkTarget, requireContentRole, auditScope, async (req, res) => {
    const resource = resourceOf(req);
    await resource.remove(db, recordId(req), readerOf(req));
    res.json({ message: message(resource.messages.deleted) });
  });

  // The reference for integrators (README, "Untuk integrator"): this contract as OpenAPI, and a page for it.
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  api.get('/docs', apiDocsPage);
  api.use('/docs', apiDocsFiles);

  api.use((_req, _res, next) => next(new AppError('NOT_FOUND', 'notFound')));
  api.use(jsonErrorHandler);
  return api;
}
