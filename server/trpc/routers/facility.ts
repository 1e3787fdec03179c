import { facilityInput } from '../../../shared/schemas/facility';
import { byIdInput } from '../../../shared/schemas/common';
import * as service from '../../modules/facility/facility.service';
import { adminProcedure, imageUploadProcedure, publicProcedure, router } from '../init';
import { createForm, toImageChange, updateForm } from '../record-form';

export const facilityRouter = router({
  list: publicProcedure.query(({ ctx }) => service.listFacilities(ctx.db)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => service.getFacility(ctx.db, input.id)),
  create: imageUploadProcedure
    .input(createForm(facilityInput))
    .mutation(async ({ ctx, input }) => service.createFacility(ctx.db, input.data, await toImageChange(input))),
  update: imageUploadProcedure
    .input(updateForm(facilityInput))
    .mutation(async ({ ctx, input }) => service.updateFacility(ctx.db, input.id, input.data, await toImageChange(input))),
  delete: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.deleteFacility(ctx.db, input.id)),
});
