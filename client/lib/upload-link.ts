/**
 * The tRPC link for FormData inputs (record images, masterplan PDFs). It sends over XHR because fetch
 * reports no upload progress (DESIGN.md §7); a caller that wants the bar passes `onProgress` in the call's
 * context: `trpcClient.paket.create.mutate(form, { context: progressContext(setPercent) })`. Answers and
 * errors come back exactly as from tRPC's own links (a TRPCClientError with the server's shape and data).
 */
import { TRPCClientError, type OperationContext, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router';
import { messages } from '@shared/messages/public';

type ProgressListener = (percent: number) => void;

/** The call context that asks for upload progress. */
export function progressContext(onProgress: ProgressListener): OperationContext {
  return { onProgress };
}

function progressListener(context: OperationContext): ProgressListener | null {
  const listener = context.onProgress;
  return typeof listener === 'function' ? (listener as ProgressListener) : null;
}

/**
 * The HTTP status an upload error came with: 0 when the server never answered (no connection),
 * otherwise the status of its answer.
 */
export function answeredStatus(error: unknown): number {
  const status = error instanceof TRPCClientError ? (error.meta as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' ? status : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type Answer = { ok: true; data: unknown } | { ok: false; error: TRPCClientError<AppRouter> };

/** tRPC's plain (unbatched) answer: `{result: {data}}` or `{error: shape}`; anything else is unreadable. */
function readAnswer(status: number, text: string): Answer {
  const meta = { status };
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // an answer that is not JSON (a proxy's error page): unreadable, below
  }
  if (isRecord(body) && isRecord(body.result) && 'data' in body.result && status < 400) return { ok: true, data: body.result.data };
  if (isRecord(body) && isRecord(body.error)) return { ok: false, error: TRPCClientError.from<AppRouter>({ error: body.error }, { meta }) };
  return { ok: false, error: new TRPCClientError<AppRouter>(messages.unexpectedError, { meta }) };
}

export function uploadLink(options: { url: string; headers: () => Record<string, string> }): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${options.url}/${op.path}`);
        for (const [name, value] of Object.entries(options.headers())) xhr.setRequestHeader(name, value);
        const onProgress = progressListener(op.context);
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
        });
        xhr.addEventListener('load', () => {
          const answer = readAnswer(xhr.status, xhr.responseText);
          if (!answer.ok) return observer.error(answer.error);
          observer.next({ result: { type: 'data', data: answer.data } });
          observer.complete();
        });
        const noAnswer = () => observer.error(new TRPCClientError<AppRouter>(messages.noConnection, { meta: { status: 0 } }));
        xhr.addEventListener('error', noAnswer);
        xhr.addEventListener('abort', noAnswer);
        xhr.send(op.input instanceof FormData ? op.input : null);
        // Unsubscribing before the answer (the component went away) stops the upload too.
        return () => {
          if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
        };
      });
}
