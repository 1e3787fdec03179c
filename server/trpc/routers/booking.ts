import { byIdInput } from '../../../shared/schemas/common';
import { bookingCodeInput, bookingInput } from '../../../shared/schemas/booking';
import { bookingListInput, bookingUpdateInput } from '../../../shared/schemas/booking-inbox';
import * as service from '../../modules/booking/booking.service';
import { contentProcedure, publicProcedure, router } from '../init';

/** A visitor's requests (no account: the code is the key) and the village's inbox. */
export const bookingRouter = router({
  create: publicProcedure.input(bookingInput).mutation(({ ctx, input }) => service.createBooking(ctx.db, input, ctx.ip ?? 'in-process')),
  byCode: publicProcedure.input(bookingCodeInput).query(({ ctx, input }) => service.bookingByCode(ctx.db, input.code, ctx.ip ?? 'in-process')),
  list: contentProcedure.input(bookingListInput).query(({ ctx, input }) => service.listBookings(ctx.db, input)),
  byId: contentProcedure.input(byIdInput).query(({ ctx, input }) => service.getBooking(ctx.db, input.id)),
  update: contentProcedure.input(bookingUpdateInput).mutation(({ ctx, input: { id, ...change } }) => service.updateBooking(ctx.db, id, change)),
  newCount: contentProcedure.query(({ ctx }) => service.countNewBookings(ctx.db)),
});
