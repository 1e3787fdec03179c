import { byIdInput } from '../../../shared/schemas/common';
import { addFeedInput, lodgingInput } from '../../../shared/schemas/calendar-sync';
import * as service from '../../modules/calendar-sync/calendar-sync.service';
import { contentProcedure, router } from '../init';

/** Lodgings' calendars on other platforms (DESIGN.md §9): the address each publishes, and the calendars each reads. */
export const calendarSyncRouter = router({
  list: contentProcedure.query(({ ctx }) => service.listLodgingSync(ctx.db)),
  addFeed: contentProcedure.input(addFeedInput).mutation(({ ctx, input }) => service.addFeed(ctx.db, input, ctx.calendarFetch)),
  removeFeed: contentProcedure.input(byIdInput).mutation(({ ctx, input }) => service.removeFeed(ctx.db, input.id)),
  syncNow: contentProcedure.input(lodgingInput).mutation(({ ctx, input }) => service.syncLodging(ctx.db, input.accommodation_id, ctx.calendarFetch)),
  regenerateToken: contentProcedure.input(lodgingInput).mutation(({ ctx, input }) => service.regenerateToken(ctx.db, input.accommodation_id)),
});
