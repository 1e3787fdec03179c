/** Composes one router per domain, each kind of record's made from its descriptor; the client imports only the type. */
import { records } from '../records/record-kinds';
import { createCallerFactory, router } from './init';
import { recordRouters } from './record-router';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { bookingRouter } from './routers/booking';
import { dashboardRouter } from './routers/dashboard';
import { documentRouter } from './routers/document';

export const appRouter = router({
  auth: authRouter,
  ...recordRouters(records),
  document: documentRouter,
  booking: bookingRouter,
  audit: auditRouter,
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
