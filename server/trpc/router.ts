/** Composes one router per domain; the client imports only the type. */
import { createCallerFactory, router } from './init';
import { attractionRouter } from './routers/attraction';
import { accommodationRouter } from './routers/accommodation';
import { authRouter } from './routers/auth';
import { dashboardRouter } from './routers/dashboard';
import { documentRouter } from './routers/document';
import { facilityRouter } from './routers/facility';
import { mapLocationRouter } from './routers/map-location';
import { paketRouter } from './routers/paket';

export const appRouter = router({
  auth: authRouter,
  attraction: attractionRouter,
  accommodation: accommodationRouter,
  paket: paketRouter,
  facility: facilityRouter,
  mapLocation: mapLocationRouter,
  document: documentRouter,
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
