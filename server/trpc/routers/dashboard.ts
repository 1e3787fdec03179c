import * as service from '../../modules/dashboard/dashboard.service';
import { adminProcedure, router } from '../init';

export const dashboardRouter = router({
  counts: adminProcedure.query(({ ctx }) => service.getDashboardCounts(ctx.db)),
});
