/** createApp(deps): the whole HTTP surface, in one commented order; `listen` lives in index.ts. */
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Db } from './db/connection';
import { AppError } from './errors';
import { trustProxySetting, type Env } from './env';
import { deviceCookie } from './http/device-cookie';
import { jsonErrorHandler } from './http/errors';
import { healthCheck } from './http/health';
import { mediaRoutes } from './http/media-routes';
import { pageRoutes, type PageSource } from './http/pages';
import { pageViewCounter } from './http/page-views';
import type { VisitCounter } from './modules/stats/stats-counter';
import { legacyCors, refuseForeignOrigins, securityHeaders } from './http/security';
import { backupRoutes } from './http/backup-routes';
import { calendarRoutes } from './http/calendar';
import { lodgingCalendarRoutes } from './http/lodging-calendar';
import { localeScope } from './http/locale';
import { languageChoiceRoute } from './http/language-offer';
import { localePath } from '../shared/locale';
import { crawlerRoutes } from './http/seo';
import { authenticate, sessionMiddleware, skipForAnonymousReads } from './http/session';
import { KyselySessionStore } from './http/session-store';
import { limitBodies, trpcAdapters } from './http/trpc-body-limit';
import { restRouter } from './rest/routes';
import { limitBatches } from './trpc/batch-limit';
import { createHttpContext } from './trpc/context';
import { holdRefusal } from './trpc/held-refusal';
import { inProcessCaller } from './trpc/in-process';
import { appRouter } from './trpc/router';
import { DEFAULT_FETCH_POLICY } from './modules/calendar-sync/feed-fetch';

export interface AppDeps {
  db: Db;
  env: Pick<Env, 'CORS_ORIGINS' | 'TRUST_PROXY' | 'PUBLIC_URL' | 'MAP_TILE_URL' | 'CALENDAR_FETCH_ALLOW_HOSTS'>;
  sessionSecret: string;
  /** Where page HTML comes from; the built client or Vite in development. */
  pages: PageSource;
  /** Serves the client's assets: express.static over the build, or Vite's middleware. */
  assets: RequestHandler;
  /** Vite's dev server (inline scripts, websocket) is serving the client: no CSP then. */
  viteDev?: boolean;
  /** The key of DATA_DIR's backup-key file while this server holds the embedded database (modules/backup/local-key.ts). */
  backupKey?: string | null;
  /** Where visitors' views of public pages are counted (modules/stats); none counts nothing. */
  visits?: VisitCounter | null;
}

export function createApp({ db, env, sessionSecret, pages, assets, viteDev = false, backupKey = null, visits = null }: AppDeps) {
  const app = express();
  const store = new KyselySessionStore(db);
  const allowedOrigins = [...env.CORS_ORIGINS, new URL(env.PUBLIC_URL).origin];
  const calendarFetch = { ...DEFAULT_FETCH_POLICY, allowHosts: env.CALENDAR_FETCH_ALLOW_HOSTS };

  // 1. Proxy awareness first: it decides req.protocol (secure cookies) and req.ip (login throttling).
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');

  // 2. Security headers on every answer.
  app.use(securityHeaders({ tileUrl: env.MAP_TILE_URL, viteDev }));

  //    The request's language (Indonesian, or English under /en): what its sentences are written in.
  app.use(localeScope());

  // 3. gzip for text (scripts, styles, HTML, JSON): phones on slow mobile data feel every byte.
  //    Images are already WebP and PDFs are left as they are.
  app.use(compression());

  // 4. Health: answers 200 only when the database does.
  app.get('/healthz', healthCheck(db));

  // 5. Data APIs: CORS (legacy clients), foreign-Origin refusal, then session and actor; a read with no
  //    cookie and no token is an anonymous visitor's and skips all four.
  //    The device cookie lets a browser that signed in before keep signing in while its email is locked.
  const sessions = skipForAnonymousReads(
    express.Router().use(refuseForeignOrigins(allowedOrigins), sessionMiddleware(store, sessionSecret), authenticate(db), deviceCookie(sessionSecret)),
  );
  app.use('/api', legacyCors(env.CORS_ORIGINS), sessions, restRouter(db));
  const trpcAdapter = (maxBodySize: number) =>
    createExpressMiddleware({
      router: appRouter,
      maxBodySize,
      createContext: ({ req, res }) => createHttpContext(db, req, res, calendarFetch),
      // A throttled login tells the client how long to wait, as the REST login does.
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map((error) => (error.cause instanceof AppError ? error.cause.retryAfter : undefined)).find(Boolean);
        return retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error);
      },
    });
  app.use(
    '/trpc',
    // Oversized batches and batched logins are refused before any session or procedure work.
    limitBatches(appRouter),
    sessions,
    // 1 MB a call, except an admin's multipart call to a procedure that takes files.
    limitBodies(appRouter),
    // A refusal above (origin, outage, body) is answered by tRPC itself as a typed error.
    holdRefusal,
    trpcAdapters(appRouter, trpcAdapter),
  );
  //    Backup archives: an admin's download, and `npm run backup` on this machine (http/backup-routes.ts).
  app.use(backupRoutes(db, sessions, backupKey));

  //    A signed-in editor's session, read (a visitor without cookies skips it) for a draft's images and pages.
  const readSession = skipForAnonymousReads(express.Router().use(sessionMiddleware(store, sessionSecret), authenticate(db)));

  // 6. Stored bytes: images and masterplan PDFs.
  app.use(mediaRoutes(db, readSession));

  // 7. Crawlers and calendar apps: the sitemap, robots.txt, the agenda's .ics files and each lodging's
  //    calendar for other platforms (Indonesian only: it is read by machines).
  app.use(crawlerRoutes(db, env.PUBLIC_URL));
  app.use(calendarRoutes(db, env.PUBLIC_URL));
  app.use(localePath('/', 'en'), calendarRoutes(db, env.PUBLIC_URL));
  app.use(lodgingCalendarRoutes(db, env.PUBLIC_URL));

  // 8. The client: assets, then every other GET as a page, public ones rendered on the server.
  app.use(assets);
  app.use(readSession);
  app.use(languageChoiceRoute(env.PUBLIC_URL));
  app.use(
    pageRoutes(db, pages, env.PUBLIC_URL, {
      call: (ip) => inProcessCaller(db, null, ip),
      callAs: (actor, ip) => inProcessCaller(db, actor, ip),
      mapTileUrl: env.MAP_TILE_URL,
      ...(visits ? { countView: pageViewCounter(visits, env.PUBLIC_URL) } : {}),
    }),
  );

  // 9. Anything thrown above becomes {message}, never a stack trace.
  app.use(jsonErrorHandler);

  return { app, store };
}
