import { z } from 'zod';
import { byIdInput, idSchema } from '../../../shared/schemas/common';
import { mapLocationInput } from '../../../shared/schemas/map-location';
import * as service from '../../modules/map-location/map-location.service';
import { adminProcedure, publicProcedure, router } from '../init';

export const mapLocationRouter = router({
  list: publicProcedure.query(({ ctx }) => service.listMapLocations(ctx.db)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => service.getMapLocation(ctx.db, input.id)),
  create: adminProcedure.input(mapLocationInput).mutation(({ ctx, input }) => service.createMapLocation(ctx.db, input)),
  update: adminProcedure
    .input(z.object({ id: idSchema, data: mapLocationInput }))
    .mutation(({ ctx, input }) => service.updateMapLocation(ctx.db, input.id, input.data)),
  delete: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.deleteMapLocation(ctx.db, input.id)),
});
