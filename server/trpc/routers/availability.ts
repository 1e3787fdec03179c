import { visibleMonth } from '../../../shared/availability';
import { calendarOverviewInput, closeDayInput, monthAvailabilityInput, openDayInput } from '../../../shared/schemas/availability';
import * as service from '../../modules/availability/availability.service';
import { contentProcedure, publicProcedure, router } from '../init';

/** What lodgings and packages have free: a visitor's month of one, and the village's month of all with its closed days. */
export const availabilityRouter = router({
  month: publicProcedure.input(monthAvailabilityInput).query(({ ctx, input }) => service.monthAvailability(ctx.db, input.target, input.id, visibleMonth(input.month))),
  overview: contentProcedure.input(calendarOverviewInput).query(({ ctx, input }) => service.calendarOverview(ctx.db, input.month)),
  close: contentProcedure.input(closeDayInput).mutation(({ ctx, input }) => service.closeDay(ctx.db, input, ctx.actor.id)),
  open: contentProcedure.input(openDayInput).mutation(({ ctx, input }) => service.openDay(ctx.db, input)),
});
