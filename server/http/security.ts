/** Security headers, the foreign-Origin refusal for mutations, and CORS for legacy clients (DESIGN.md §1, §4). */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { AppError } from '../errors';

/** The tile server's origin, from a template like https://{s}.tile.example.org/{z}/{x}/{y}.png. */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0')).origin.replace('://a.', '://*.');
}

export function securityHeaders(options: { tileUrl: string; viteDev: boolean }): RequestHandler {
  return helmet({
    // Vite's dev server injects inline scripts and a websocket; production keeps the strict policy.
    contentSecurityPolicy: options.viteDev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(options.tileUrl)],
            frameSrc: ['https://www.google.com', 'https://maps.google.com'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/** A mutation whose Origin is neither ours nor listed is refused (403); clients that send none pass. */
export function refuseForeignOrigins(allowed: string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    const allowedHere = SAFE_METHODS.has(req.method) || !origin || origin === ownOrigin(req) || allowed.includes(origin);
    next(allowedHere ? undefined : new AppError('FORBIDDEN', 'forbiddenOrigin'));
  };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A public form's POST (no session to steal, but a post another site makes in a visitor's name) is taken
 * only from one of our pages: its Origin (every current browser sends one with a form's POST), else its
 * Referer, names our own address or one of `own`. Stricter than refuseForeignOrigins: a post naming
 * neither is refused too.
 */
export function requireOwnPage(own: string[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    const ours = origin !== null && (origin === ownOrigin(req) || own.includes(origin));
    next(ours ? undefined : new AppError('FORBIDDEN', 'forbiddenOrigin'));
  };
}

/** CORS for /api: the listed origins get the headers and methods legacy clients use; preflight is 204. */
export function legacyCors(allowed: string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && allowed.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
