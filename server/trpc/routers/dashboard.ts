import * as service from '../../modules/dashboard/dashboard.service';
import { contentProcedure, router } from '../init';

export const dashboardRouter = router({
  counts: contentProcedure.query(({ ctx }) => service.getDashboardCounts(ctx.db)),
});
