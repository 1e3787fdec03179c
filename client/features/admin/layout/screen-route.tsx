/**
 * What every admin screen's route does while its data loads and when the load fails (SPEC.md §4, §8): the
 * admin spinner at once, kept on screen at least the screen's minimum time, then the screen's own sentence
 * if the data could not be read. A route spreads these options beside its loader and component, which it
 * declares itself: written in the route file, the router's code splitting moves them into the screen's chunk.
 */
import { DELAY } from '@shared/constants';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';

type SpinnerDelay = Extract<keyof typeof DELAY, `${string}Spinner`>;

interface AdminScreen {
  /** The spinner's minimum time, one of SPEC.md's (`DELAY`). */
  spinner: SpinnerDelay;
  /** What the screen says when its data could not be read. */
  loadFailed: string;
}

export function adminScreenRoute(screen: AdminScreen) {
  return {
    pendingMs: 0,
    pendingMinMs: DELAY[screen.spinner],
    pendingComponent: AdminSpinner,
    errorComponent: () => <AdminLoadError text={screen.loadFailed} />,
  };
}
