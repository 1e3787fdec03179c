/**
 * Warns before leaving a form with unsaved changes (DESIGN.md §7): the browser's own prompt on unload,
 * our dialog on in-app navigation. A session that has expired is never held back: the draft is kept.
 */
import { useBlocker } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { isSignedIn } from '@client/lib/session';
import { ConfirmDialog } from './confirm-dialog';

export function UnsavedGuard({ when, onLeave }: { when: boolean; onLeave?: () => void }) {
  const blocker = useBlocker({
    shouldBlockFn: () => when && isSignedIn(),
    enableBeforeUnload: () => when && isSignedIn(),
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={messages.adminUnsavedTitle}
      text={messages.adminUnsavedText}
      confirmLabel={messages.adminUnsavedLeave}
      cancelLabel={messages.adminUnsavedStay}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
