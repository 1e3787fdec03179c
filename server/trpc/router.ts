/** Composes one router per domain, each kind of record's made from its descriptor; the client imports only the type. */
import { records } from '../records/record-kinds';
import { createCallerFactory, router } from './init';
import { recordRouters } from './record-router';
import { auditRouter } from './routers/audit';
import { availabilityRouter } from './routers/availability';
import { authRouter } from './routers/auth';
import { backupRouter } from './routers/backup';
import { bookingRouter } from './routers/booking';
import { calendarSyncRouter } from './routers/calendar-sync';
import { dashboardRouter } from './routers/dashboard';
import { documentRouter } from './routers/document';
import { settingsRouter } from './routers/settings';
import { statsRouter } from './routers/stats';
import { trashRouter } from './routers/trash';
import { usersRouter } from './routers/users';

export const appRouter = router({
  auth: authRouter,
  ...recordRouters(records),
  trash: trashRouter,
  document: documentRouter,
  booking: bookingRouter,
  availability: availabilityRouter,
  calendarSync: calendarSyncRouter,
  audit: auditRouter,
  backup: backupRouter,
  users: usersRouter,
  dashboard: dashboardRouter,
  settings: settingsRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
