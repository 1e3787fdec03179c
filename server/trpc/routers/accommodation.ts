import { accommodationInput } from '../../../shared/schemas/accommodation';
import { byIdInput } from '../../../shared/schemas/common';
import * as service from '../../modules/accommodation/accommodation.service';
import { adminProcedure, imageUploadProcedure, publicProcedure, router } from '../init';
import { createForm, toImageChange, updateForm } from '../record-form';

export const accommodationRouter = router({
  list: publicProcedure.query(({ ctx }) => service.listAccommodations(ctx.db)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => service.getAccommodation(ctx.db, input.id)),
  create: imageUploadProcedure
    .input(createForm(accommodationInput))
    .mutation(async ({ ctx, input }) => service.createAccommodation(ctx.db, input.data, await toImageChange(input))),
  update: imageUploadProcedure
    .input(updateForm(accommodationInput))
    .mutation(async ({ ctx, input }) => service.updateAccommodation(ctx.db, input.id, input.data, await toImageChange(input))),
  delete: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.deleteAccommodation(ctx.db, input.id)),
});
