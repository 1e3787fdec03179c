/**
 * The one toast helper (SPEC.md §2: top-right, 3000 ms, with a progress bar). sonner draws no
 * progress bar, so each toast carries its own, drained over the toast's lifetime.
 */
import { toast as sonner } from 'sonner';
import { DELAY } from '@shared/constants';

type Tone = 'success' | 'error' | 'info';

const TONE_CLASS: Record<Tone, string> = {
  success: 'border-emerald-600 text-emerald-900',
  error: 'border-red-600 text-red-900',
  info: 'border-sky-600 text-sky-900',
};

const BAR_CLASS: Record<Tone, string> = {
  success: 'bg-emerald-600',
  error: 'bg-red-600',
  info: 'bg-sky-600',
};

function show(tone: Tone, text: string, duration: number = DELAY.toast) {
  return sonner.custom(
    () => (
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className={`relative w-80 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border-l-4 bg-white px-4 py-3 text-sm font-medium shadow-lg ${TONE_CLASS[tone]}`}
      >
        {text}
        <span
          aria-hidden="true"
          data-testid="toast-progress"
          className={`toast-progress absolute bottom-0 left-0 h-1 w-full ${BAR_CLASS[tone]}`}
          style={{ animationDuration: `${duration}ms` }}
        />
      </div>
    ),
    { duration },
  );
}

export const toast = {
  success: (text: string, duration?: number) => show('success', text, duration),
  error: (text: string, duration?: number) => show('error', text, duration),
  info: (text: string, duration?: number) => show('info', text, duration),
};
