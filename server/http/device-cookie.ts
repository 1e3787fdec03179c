/**
 * The device cookie (DESIGN.md §1, OWASP "device cookies"): after a correct password the browser gets a
 * signed, long-lived cookie naming the admin and a random device id. Its later sign-ins are limited by that
 * device's own failures, so a stranger failing on the admin's email cannot lock the admin out. A cookie
 * whose signature does not hold is ignored: the browser is simply unknown.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { LoginClient, KnownDevice } from '../modules/auth/login-limit';

export const DEVICE_COOKIE = 'tegalsambi.device';
/** Long enough that the admin's own browser stays known between visits months apart. */
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** v1.<user id>.<device id>.<expiry, ms>.<HMAC-SHA256, base64url> */
const FORMAT = /^v1\.(\d{1,10})\.([\w-]{22})\.(\d{1,15})\.([\w-]{43})$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The device the cookie proves, and how to make this browser known after a sign-in. */
    device?: { known: KnownDevice | null; remember(userId: number): void };
  }
}

/** One cookie of the request, by name: express has no cookie parser of its own, and we read only ours. */
export function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function deviceCookie(sessionSecret: string): RequestHandler {
  // A key of its own, so a device signature can never stand in for a session cookie signature.
  const key = createHmac('sha256', sessionSecret).update('tegalsambi device cookie v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function read(value: string | null, now: number): KnownDevice | null {
    const match = value ? FORMAT.exec(value) : null;
    if (!match) return null;
    const [, userId = '', deviceId = '', expires = '', mac = ''] = match;
    const expected = Buffer.from(sign(`v1.${userId}.${deviceId}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(expires) <= now) return null;
    return { userId: Number(userId), deviceId };
  }

  function write(req: Request, res: Response, userId: number): void {
    // A new id at every sign-in, as OWASP advises: the old id's counter was cleared by this success.
    const deviceId = randomBytes(16).toString('base64url');
    const expires = Date.now() + LIFETIME_MS;
    const payload = `v1.${userId}.${deviceId}.${expires}`;
    res.cookie(DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS, as the session cookie (`secure: 'auto'`).
      secure: req.secure,
      maxAge: LIFETIME_MS,
      path: '/',
    });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    req.device = { known: read(cookieValue(req, DEVICE_COOKIE), Date.now()), remember: (userId) => write(req, res, userId) };
    next();
  };
}

/** Who is signing in, as the sign-in limit sees it. */
export function loginClientOf(req: Request): LoginClient {
  return { ip: req.ip ?? 'unknown', device: req.device?.known ?? null };
}
