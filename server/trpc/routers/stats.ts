import { statsPeriodInput, tourismLogInput, tourismLogMonthInput } from '../../../shared/schemas/stats';
import * as stats from '../../modules/stats/stats.service';
import * as tourismLog from '../../modules/stats/tourism-log.service';
import { contentProcedure, router } from '../init';

/** /admin/statistik (admins and editors): visits and requests of a period, the dashboard's week, and the tourism log. */
export const statsRouter = router({
  overview: contentProcedure.input(statsPeriodInput).query(({ ctx, input }) => stats.statsOverview(ctx.db, input)),
  lastWeek: contentProcedure.query(({ ctx }) => stats.lastWeekFigures(ctx.db)),
  tourismLog: contentProcedure.input(tourismLogMonthInput).query(({ ctx, input }) => tourismLog.tourismLogMonth(ctx.db, input.month)),
  saveTourismLog: contentProcedure.input(tourismLogInput).mutation(({ ctx, input }) => tourismLog.saveTourismLog(ctx.db, input, ctx.actor.id)),
});
