/** Helpers for the sign-in limit tests: many logins at once, their statuses, the device cookie. */
import type { Db } from '../db/connection';
import { DEVICE_COOKIE } from '../http/device-cookie';
import { messages } from '../../shared/messages';
import { upsertAdmin } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import type { Answer, TestServer } from './http';

export interface Credentials {
  email: string;
  password: string;
}

/** How many answers had each status, e.g. `{ 401: 10, 429: 90 }`. */
export function tally(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** POST /api/auth/login from `ip` (the server must trust the loopback proxy), with an optional cookie. */
export function restLogin(server: TestServer, ip: string, json: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip };
  if (cookie) headers.Cookie = cookie;
  return server.call('POST', '/api/auth/login', { json, headers });
}

/** POST /trpc/auth.login, unbatched, as the admin client sends it. */
export function trpcLogin(server: TestServer, ip: string, json: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip };
  if (cookie) headers.Cookie = cookie;
  return server.call('POST', '/trpc/auth.login', { json, headers });
}

/** The whole Set-Cookie line of the device cookie, or '' when the answer set none. */
export function deviceSetCookie(answer: Answer): string {
  return answer.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
}

/** `name=value` of the device cookie, ready for a Cookie header. */
export function deviceCookieOf(answer: Answer): string {
  return deviceSetCookie(answer).split(';')[0] ?? '';
}

const hashes = new Map<string, Promise<string>>();

/**
 * A test password's hash, made once per worker: scrypt costs about 55 ms of CPU a hash, and the suite
 * stores the same few passwords hundreds of times. It verifies as any stored hash does.
 */
export function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** The suite's admin, stored as the server's start stores the configured one (ensureAdmin), its hash made once. */
export async function addConfiguredAdmin(db: Db, admin: Credentials): Promise<void> {
  await upsertAdmin(db, admin.email.toLowerCase(), await passwordHashOf(admin.password), messages.adminDefaultName);
}

/** Another admin account, so each test locks an email of its own. */
export async function addAdmin(db: Db, email: string, password = 'kata-sandi-uji-456'): Promise<Credentials> {
  await db.insertInto('admin_user').values({ email, password_hash: await passwordHashOf(password) }).execute();
  return { email, password };
}

/** An account of `role`, straight into the table; with `temporary`, its password must be changed first. */
export async function addUser(db: Db, email: string, role: string, options: { password?: string; temporary?: boolean } = {}): Promise<Credentials & { id: number }> {
  const password = options.password ?? 'kata-sandi-uji-789';
  const row = await db
    .insertInto('admin_user')
    .values({ email, role, name: email.split('@')[0] ?? email, password_hash: await passwordHashOf(password), must_change_password: options.temporary ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

/** `count` wrong passwords for `email`, one after another, each from a new address. */
export async function failFromManyAddresses(server: TestServer, email: string, count: number, prefix: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index += 1) {
    answers.push(await restLogin(server, `${prefix}.${index + 1}`, { email, password: `salah-${index}` }));
  }
  return answers;
}
