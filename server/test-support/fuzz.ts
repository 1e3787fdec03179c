/**
 * Generators for the fuzz test (DESIGN.md §5, malformed requests): a seedable random source, requests
 * aimed at every REST route and every tRPC procedure, and the checks an answer must pass.
 */
import { messages } from '../../shared/messages';
import { appRouter } from '../trpc/router';
import { blobOf, jpeg, LEGACY_TYPES, multipart, pdfBytes, validData, validFields, type LegacyType } from './fixtures';
import { recordForm } from './trpc';

/** mulberry32: small, seedable, good enough to pick test cases. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomSource>;

export interface Plan {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  /** May change content (a REST write or a tRPC mutation): its refusal must leave the data as it was. */
  writes: boolean;
}

/** Tokens the plans may carry: the admin's live session, and spare live sessions that a logout may end. */
export interface Tokens {
  admin: string;
  spare: string[];
}

const TYPES = [...LEGACY_TYPES, 'Attraction', 'x', '__proto__', '', '%00', 'data', 'event'];
const IDS = ['1', '0', '-1', '1.5', 'abc', '99999999999999999999', '2147483648', '1e309', 'NaN', '%E0%A4%A', '%00', '..%2F..', '😀', ' 1', "1'--"];
const TEXTS = ['', ' ', 'x'.repeat(60), 'ümlaut ☕ 𝒜 漢字', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '\uD800', '-6.6,110.6', '91,0', '[', '["a",1]', '[]', 'null', '1e999', '-0', '99999999999999'];
const ODD_VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e308, 2 ** 31, 'x', [], {}, [[[]]], { __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } }, ...TEXTS];
/** Texts a schema may let through but a parser or the database may choke on. */
const TRICKY = ['a\u0000b', '\u0000', '\uD800x', '☕ 𝒜 漢字', "'; drop table attraction; --", '%00', '\r\n', '\u202E', 'a'.repeat(50), '[]', ''];
const BAD_AUTH = ['Bearer x', `Bearer ${'z'.repeat(300)}`, 'Basic Og==', 'Bearer', 'bearer  aaaaaaaaaaaaaaaaaaaaaaaa'];

/** Every procedure the router has, so a new one is fuzzed the day it is added. */
export const PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(([path, procedure]) => ({
  path,
  mutation: procedure._def.type === 'mutation',
}));

/** Percent-encodes like a client would; a lone surrogate becomes raw (invalid) UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

async function oddFile(random: Random): Promise<Uint8Array> {
  const image = await jpeg(8, 8);
  return random.pick([image, image.slice(0, image.length >> 1), new TextEncoder().encode(random.pick(TEXTS)), new Uint8Array([0x89, 0x50, 0x4e, 0x47]), pdfBytes()]);
}

/** An object like `valid` with one field set to something tricky or odd. */
function nearly(random: Random, valid: object): Record<string, unknown> {
  const record: Record<string, unknown> = { ...valid };
  const keys = Object.keys(record);
  record[random.pick(keys)] = random.chance(0.5) ? random.pick(TRICKY) : random.pick(ODD_VALUES);
  return record;
}

function authHeader(random: Random, tokens: Tokens, allowAdmin: boolean): Record<string, string> {
  const choice = random.int(4);
  if (choice <= 1) return { Authorization: `Bearer ${allowAdmin ? tokens.admin : random.pick(tokens.spare)}` };
  if (choice === 2) return { Authorization: random.pick(BAD_AUTH) };
  return {};
}

/** A REST write aimed at a real record, with one field or file off. */
export async function nearlyValidRestWrite(random: Random, tokens: Tokens, ids: Record<LegacyType, number[]>): Promise<Plan> {
  const type = random.pick(LEGACY_TYPES);
  const method = random.pick(['POST', 'PUT', 'PUT', 'DELETE']);
  const target = method === 'POST' ? `/api/data/${type}` : `/api/data/${type}/${random.pick([...ids[type], 0, 999999])}`;
  const headers = { Authorization: `Bearer ${tokens.admin}` };
  if (method === 'DELETE') return { method, target: `/api/data/${type}/${random.pick(IDS)}`, headers, writes: true };
  const fields = nearly(random, validFields[type]) as Record<string, string>;
  if (random.chance(0.3)) return { method, target, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(fields), writes: true };
  const files = random.chance(0.3) ? [{ bytes: await oddFile(random) }] : [];
  return { method, target, headers, body: multipart(fields, files), writes: true };
}

function restPath(random: Random): string {
  switch (random.int(4)) {
    case 0:
      return `/api/data/${random.pick(TYPES)}`;
    case 1:
      return `/api/data/${random.pick(TYPES)}/${random.pick(IDS)}${random.chance(0.1) ? `/${random.pick(IDS)}` : ''}`;
    case 2:
      return random.pick(['/api/auth/login', '/api/auth/logout', '/api', '/api/', '/api/auth', `/api/${encode(random.pick(TEXTS))}`]);
    default:
      return `/api/data/${random.pick(TYPES)}/${random.pick(IDS)}?w=${random.pick(IDS)}&${random.pick(['a[b]=1', 'a[__proto__][x]=1', '%%', 'x=%E0'])}`;
  }
}

async function chaosBody(random: Random): Promise<{ body?: BodyInit; contentType?: string }> {
  const type = random.pick(LEGACY_TYPES);
  switch (random.int(6)) {
    case 0:
      return {};
    case 1:
      return { body: JSON.stringify(random.chance(0.8) ? nearly(random, validFields[type]) : random.pick(ODD_VALUES)), contentType: 'application/json' };
    case 2:
      return { body: random.pick(['{', '{"a":}', '[1,', 'null', '"x"', '{"a":1}}', '\u0000']), contentType: random.pick(['application/json', 'application/json; charset=utf-16', 'application/json; charset=bogus']) };
    case 3: {
      // A real multipart body, cut short or with its boundary swapped.
      const request = new Request('http://x/', { method: 'POST', body: multipart(validFields[type], [{ bytes: new Uint8Array([1, 2, 3]) }]) });
      const bytes = new Uint8Array(await request.arrayBuffer());
      const types = ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=zzz', 'multipart/mixed; boundary=x'];
      return { body: new Blob([bytes.slice(0, random.int(bytes.length))]), contentType: random.chance(0.5) ? (request.headers.get('content-type') ?? '') : random.pick(types) };
    }
    case 4: {
      const bytes = new Uint8Array(random.int(2048)).map(() => random.int(256));
      return { body: new Blob([bytes]), contentType: random.pick(['application/octet-stream', 'image/jpeg', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']) };
    }
    default:
      return { body: `name=${encode(random.pick(TEXTS))}&price=${random.pick(IDS)}`, contentType: 'application/x-www-form-urlencoded' };
  }
}

/** Odd headers any request may carry: cookies, origins, encodings. */
function oddHeaders(random: Random, ownOrigin: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.1)) headers.Cookie = random.pick(['tegalsambi.sid=s%3Ax.y', 'tegalsambi.sid=%', 'a=b; tegalsambi.sid=', 'tegalsambi.device=x.y']);
  if (random.chance(0.1)) headers.Origin = random.pick([ownOrigin, 'null', 'https://evil.example']);
  if (random.chance(0.05) && hasBody) headers['Content-Encoding'] = random.pick(['gzip', 'deflate', 'br', 'bogus']);
  return headers;
}

/** Every route of the legacy API, so each run reaches each of them at least once. */
export const REST_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ...LEGACY_TYPES.flatMap((type) => [
    ['GET', `/api/data/${type}`],
    ['POST', `/api/data/${type}`],
    ['GET', `/api/data/${type}/1`],
    ['PUT', `/api/data/${type}/1`],
    ['DELETE', `/api/data/${type}/1`],
  ] as const),
];

/** Anything at all under /api: odd methods, paths, headers and bodies; `route` fixes the method and path. */
export async function restChaos(random: Random, tokens: Tokens, ownOrigin: string, route?: readonly [string, string]): Promise<Plan> {
  const method = route?.[0] ?? random.pick(['GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
  const target = route?.[1] ?? restPath(random);
  const payload = method === 'GET' || method === 'HEAD' ? {} : await chaosBody(random);
  // A logout with the admin's own token would end the session the rest of the run signs with.
  const headers = { ...authHeader(random, tokens, !target.includes('logout')), ...oddHeaders(random, ownOrigin, payload.body !== undefined) };
  if (payload.contentType !== undefined) headers['Content-Type'] = payload.contentType;
  return { method, target, headers, body: payload.body, writes: !['GET', 'HEAD', 'OPTIONS'].includes(method) };
}

const RECORD_SHAPES: Record<string, object> = { ...validData, document: { slug: 'masterplan-desa-wisata-tegalsambi', file: 'x' } };

/** An input for a procedure: nearly its own shape, or anything else. */
async function trpcInput(random: Random, path: string, ids: number[]): Promise<unknown> {
  const [domain = '', name = ''] = path.split('.');
  const shape = RECORD_SHAPES[domain];
  switch (random.int(5)) {
    case 0:
      return random.pick(ODD_VALUES);
    case 1:
      return { id: random.pick([...ids, 0, -1, 1.5, 2 ** 31, '1', null]) };
    case 2:
      return name === 'login' || name === 'changePassword'
        ? nearly(random, { email: 'admin@test.desa.id', password: 'salah', currentPassword: 'salah', newPassword: 'baru-sekali-123' })
        : nearly(random, shape ?? {});
    case 3: {
      const images = random.chance(0.4) ? [await oddFile(random)] : [];
      const form = recordForm(shape ? nearly(random, shape) : random.pick(ODD_VALUES), { id: random.pick([...ids.map(String), 'x', '']), images, imageIds: random.pick(ODD_VALUES) });
      if (domain === 'document') {
        form.set('slug', random.pick(['masterplan-desa-wisata-tegalsambi', 'x', '../etc']));
        form.set('file', blobOf(await oddFile(random), 'application/pdf'), 'berkas.pdf');
      }
      return form;
    }
    default:
      return undefined;
  }
}

/** A tRPC call: any procedure (or the one given), alone or batched, with or without the admin's session. */
export async function trpcCall(random: Random, tokens: Tokens, ownOrigin: string, ids: number[], given?: (typeof PROCEDURES)[number]): Promise<Plan> {
  const procedure = given ?? random.pick(PROCEDURES);
  const headers = { ...authHeader(random, tokens, procedure.path !== 'auth.logout'), ...oddHeaders(random, ownOrigin, procedure.mutation) };
  const input = await trpcInput(random, procedure.path, ids);
  const method = random.chance(0.9) ? (procedure.mutation ? 'POST' : 'GET') : random.pick(['GET', 'POST', 'PUT', 'DELETE']);
  const batch = random.chance(0.15);
  const paths = batch ? Array.from({ length: random.pick([1, 2, 3, 25]) }, () => procedure.path).join(',') : procedure.path;
  const writes = procedure.mutation;
  if (input instanceof FormData) {
    return { method: 'POST', target: `/trpc/${procedure.path}`, headers, body: input, writes };
  }
  const json = input === undefined ? undefined : JSON.stringify(batch ? { 0: input } : input);
  if (method === 'GET' || method === 'DELETE') {
    const query = json === undefined ? '' : `input=${random.chance(0.1) ? encode(random.pick(TEXTS)) : encode(json)}`;
    return { method, target: `/trpc/${paths}?${batch ? 'batch=1&' : ''}${query}`, headers, writes };
  }
  const body = random.chance(0.1) ? (await chaosBody(random)).body : json;
  return { method, target: `/trpc/${paths}${batch ? '?batch=1' : ''}`, headers: { ...headers, 'Content-Type': 'application/json' }, body, writes };
}

const SENTENCES = Object.values(messages).map(
  (template) => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`, 's'),
);

/** Whether a text is one of the catalogue's sentences (placeholders filled in). */
export function isCatalogueSentence(text: unknown): boolean {
  return typeof text === 'string' && SENTENCES.some((sentence) => sentence.test(text));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A tRPC error envelope: the catalogue sentence and a typed code and status. */
function trpcErrorProblem(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return 'not an object';
  if ('result' in entry) return null;
  const error = (entry as { error?: { message?: unknown; data?: { code?: unknown; httpStatus?: unknown } } }).error;
  if (!error) return 'neither result nor error';
  if (!isCatalogueSentence(error.message)) return `message not from the catalogue: ${String(error.message)}`;
  if (typeof error.data?.code !== 'string' || typeof error.data.httpStatus !== 'number') return 'untyped error';
  return null;
}

/** What is wrong with one answer, or null. */
export function problemOf(plan: Plan, status: number, text: string): string | null {
  if (status >= 500) return `${status}: ${text.slice(0, 200)}`;
  if (plan.method === 'HEAD' || (plan.method === 'OPTIONS' && status === 204)) return null;
  const parsed = parseJson(text);
  if (plan.target.startsWith('/trpc')) {
    if (status < 300 && !text) return null;
    const entries = Array.isArray(parsed) ? parsed : [parsed];
    const problem = entries.map(trpcErrorProblem).find(Boolean);
    return problem ? `${status} ${problem}: ${text.slice(0, 200)}` : null;
  }
  if (status < 400) return null;
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  if (keys.length !== 1 || keys[0] !== 'message') return `${status} is not {message}: ${text.slice(0, 200)}`;
  return isCatalogueSentence((parsed as { message: unknown }).message) ? null : `${status} message not from the catalogue: ${text.slice(0, 200)}`;
}
