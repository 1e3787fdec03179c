/**
 * The OpenAPI 3.1 document of the legacy `/api` (DESIGN.md §4), served at GET /api/openapi.json. Every
 * `/api/data/<type>` path is made from the record descriptors' legacy types and their shared schemas
 * (openapi-schemas.ts), so a new kind documents itself; the answers and their example sentences come from
 * the catalogue, as the routes send them.
 */
import { LOGIN_LIMIT } from '../../shared/constants';
import { apiReferenceMessages as reference, message, messages, type MessageKey } from '../../shared/messages';
import { loginInput } from '../../shared/schemas/auth';
import { formatVillageDateTime } from '../../shared/village-time';
import { SESSION_COOKIE } from '../http/session';
import type { RecordMessages } from '../records/record-descriptor';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';
import { formSchema, jsonSchema, plainSchema, recordSchema, type JsonSchema, type LegacyKind } from './openapi-schemas';

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
type Operation = JsonSchema & { responses: Record<string, JsonSchema> };

const MESSAGE: JsonSchema = { $ref: '#/components/schemas/Message' };
const RETRY_AFTER = { 'Retry-After': { description: reference.retryAfter, schema: { type: 'integer', minimum: 1 } } };
const SIGNED_IN = [{ bearer: [] }, { sessionCookie: [] }];

function json(schema: JsonSchema, examples?: Record<string, unknown>): JsonSchema {
  const named = examples ? { examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])) } : {};
  return { content: { 'application/json': { schema, ...named } } };
}

/** What the example sentences' placeholders are filled with: the sign-in limit, and who saved a newer version when. */
const EXAMPLE_VALUES = { n: LOGIN_LIMIT.windowMs / 60_000, nama: reference.exampleEditor, waktu: formatVillageDateTime('2027-05-10T03:30:00Z') };

/** An error answer: `{message}` with the catalogue's sentences as examples. */
function failure(status: Status, keys: MessageKey[]): [string, JsonSchema] {
  const examples = Object.fromEntries(keys.map((key) => [key, { message: message(key, EXAMPLE_VALUES) }]));
  const headers = status === 429 || status === 503 ? { headers: RETRY_AFTER } : {};
  return [String(status), { description: reference[`status_${status}`], ...headers, ...json(MESSAGE, examples) }];
}

function success(status: 200 | 201, schema: JsonSchema, example?: unknown): [string, JsonSchema] {
  return [String(status), { description: reference[`status_${status}`], ...json(schema, example === undefined ? undefined : { contoh: example }) }];
}

/** What every route may answer: the database away (503), or a fault of ours (500). */
const ALWAYS = [failure(500, ['serverError']), failure(503, ['serviceUnavailable'])];
/** What a request with a body may answer before its handler runs (routes.ts, security.ts). */
const BODY = [failure(403, ['forbiddenOrigin']), failure(413, ['requestTooLarge']), failure(415, ['unsupportedContentType'])];

function operation(summary: string, tag: string, responses: [string, JsonSchema][], more: JsonSchema = {}): Operation {
  return { summary, tags: [tag], ...more, responses: Object.fromEntries([...responses, ...ALWAYS].sort(([a], [b]) => a.localeCompare(b))) };
}

/** A `/api/data/<type>` name: its kind and the sentences its answers use (an alias has its own). */
interface LegacyTypeDoc {
  type: string;
  kind: LegacyKind;
  texts: RecordMessages;
}

/** Every legacy type, as resources.ts makes them from the descriptors. */
function legacyTypes(): LegacyTypeDoc[] {
  return RECORD_DESCRIPTORS.flatMap((d) =>
    Object.entries(d.legacy?.types ?? {}).map(([type, legacy]) => ({ type, kind: { d, fixed: legacy.fixed }, texts: { ...d.messages, ...legacy.messages } })),
  );
}

function writeBody(kind: LegacyKind, create: boolean): JsonSchema {
  return {
    required: create,
    content: {
      'multipart/form-data': { schema: formSchema(kind, { create, files: true }) },
      'application/x-www-form-urlencoded': { schema: formSchema(kind, { create, files: false }) },
      'application/json': { schema: jsonSchema(kind, { create }) },
    },
  };
}

const ID_PARAMETER = { name: 'id', in: 'path', required: true, description: reference.id, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } };
const CREATED: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, id: { type: 'integer', minimum: 1 } },
  required: ['message', 'id'],
};
/** What a write of a record may answer besides its own outcome (routes.ts: requireWriteType, requireContentRole). */
const ADMIN = [failure(401, ['unauthorized']), failure(403, ['forbidden', 'passwordChangeRequired', 'forbiddenOrigin']), failure(415, ['unsupportedContentType'])];

function componentName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function dataPaths({ type, kind, texts }: LegacyTypeDoc): Record<string, JsonSchema> {
  const record = { $ref: `#/components/schemas/${componentName(type)}` };
  const words = (text: string) => text.replace('{type}', type);
  const missing = failure(404, [texts.notFound, 'notFound']);
  // The session last read an older version than the one stored (records/served-version.service.ts).
  const stale = failure(409, ['recordConflict']);
  const done = (key: MessageKey) => success(200, MESSAGE, { message: message(key) });
  // A body with files meets the upload limits (http/uploads.ts) and the image checks too.
  const invalid = failure(400, kind.d.images ? ['invalidInput', 'imageInvalid'] : ['invalidInput']);
  const tooLarge = failure(413, kind.d.images ? ['requestTooLarge', 'imageTooLarge', 'imageTooMany'] : ['requestTooLarge']);
  return {
    [`/api/data/${type}`]: {
      get: operation(words(reference.list), type, [success(200, { type: 'array', items: record })]),
      post: operation(words(reference.create), type, [success(201, CREATED, { message: message(texts.created), id: 1 }), invalid, tooLarge, ...ADMIN], {
        security: SIGNED_IN,
        requestBody: writeBody(kind, true),
      }),
    },
    [`/api/data/${type}/{id}`]: {
      parameters: [ID_PARAMETER],
      get: operation(words(reference.get), type, [success(200, record), missing]),
      put: operation(words(reference.update), type, [done(texts.updated), failure(400, ['invalidInput', 'nothingToUpdate']), tooLarge, ...ADMIN, missing, stale], {
        security: SIGNED_IN,
        requestBody: writeBody(kind, false),
      }),
      delete: operation(words(reference.delete), type, [done(texts.deleted), failure(400, ['invalidInput']), failure(413, ['requestTooLarge']), ...ADMIN, missing, stale], {
        security: SIGNED_IN,
      }),
    },
  };
}

function authPaths(): Record<string, JsonSchema> {
  const login = plainSchema(loginInput);
  const signedIn = { type: 'object', properties: { token: { type: 'string', minLength: 32 }, message: { type: 'string' } }, required: ['token', 'message'] };
  const setCookie = { 'Set-Cookie': { description: reference.cookie, schema: { type: 'string' } } };
  const [status, answer] = success(200, signedIn, { token: 'q0V1c2VyLXRva2VuLWNvbnRvaC1zYWph', message: messages.loginSuccess });
  return {
    '/api/auth/login': {
      post: operation(reference.login, 'auth', [[status, { ...answer, headers: setCookie }], failure(400, ['loginRequired', 'invalidInput']), failure(401, ['loginWrongCredentials']), failure(429, ['loginTooMany']), ...BODY], {
        requestBody: { required: true, content: { 'application/json': { schema: login }, 'application/x-www-form-urlencoded': { schema: login }, 'multipart/form-data': { schema: login } } },
      }),
    },
    '/api/auth/logout': {
      post: operation(reference.logout, 'auth', [success(200, MESSAGE, { message: messages.logoutSuccess }), failure(401, ['unauthorized']), ...BODY], { security: SIGNED_IN }),
    },
  };
}

function docsPaths(): Record<string, JsonSchema> {
  const page = (summary: string, type: string, schema: JsonSchema) => ({
    summary,
    tags: ['docs'],
    responses: { '200': { description: reference.status_200, content: { [type]: { schema } } } },
  });
  return {
    '/api/openapi.json': { get: page(reference.document, 'application/json', { type: 'object' }) },
    '/api/docs': { get: page(reference.page, 'text/html', { type: 'string' }) },
  };
}

let built: JsonSchema | undefined;

/** The whole document, made at its first request: it changes only with the descriptors. */
export function openApiDocument(): JsonSchema {
  built ??= documentOf();
  return built;
}

function documentOf(): JsonSchema {
  const types = legacyTypes();
  return {
    openapi: '3.1.1',
    // The contract is frozen (DESIGN.md §4): its version does not move with the product's.
    info: { title: reference.title, version: '1.0.0', description: reference.intro },
    tags: [
      { name: 'auth', description: reference.tagAuth },
      ...types.map(({ type }) => ({ name: type, description: reference.tagType.replace('{type}', type) })),
      { name: 'docs', description: reference.tagDocs },
    ],
    paths: Object.assign({}, authPaths(), ...types.map(dataPaths), docsPaths()),
    components: {
      schemas: {
        Message: { type: 'object', description: reference.error, properties: { message: { type: 'string', minLength: 1 } }, required: ['message'], additionalProperties: false },
        ...Object.fromEntries(types.map(({ type, kind }) => [componentName(type), recordSchema(kind)])),
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: reference.bearer },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: reference.cookie },
      },
    },
  };
}
