/**
 * Uploads FormData to a tRPC procedure over XHR, because fetch reports no upload progress
 * (DESIGN.md §7). Speaks tRPC's plain-JSON wire format: `{result: {data}}` or `{error: {message, data}}`.
 */
import { messages } from '../../shared/messages';
import { authHeaders, expireSession } from './session';

export interface UploadErrorData {
  code?: string;
  httpStatus?: number;
  messageKey?: string | null;
  fieldErrors?: Record<string, string[] | undefined> | null;
}

export class UploadError extends Error {
  /** 0 when the server never answered. */
  readonly status: number;
  readonly data: UploadErrorData | null;

  /** The server's own sentence, when its answer carried one. */
  readonly serverMessage: string | null;

  constructor(message: string, status: number, data: UploadErrorData | null, serverMessage: string | null = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.data = data;
    this.serverMessage = serverMessage;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads tRPC's answer; throws UploadError for an error envelope or anything unreadable. */
export function parseTrpcResponse(status: number, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UploadError(messages.unexpectedError, status, null);
  }
  if (isRecord(body) && isRecord(body.result) && 'data' in body.result && status < 400) return body.result.data;
  if (isRecord(body) && isRecord(body.error)) {
    const error = body.error;
    const serverMessage = typeof error.message === 'string' && error.message !== '' ? error.message : null;
    throw new UploadError(serverMessage ?? messages.unexpectedError, status, isRecord(error.data) ? (error.data as UploadErrorData) : null, serverMessage);
  }
  throw new UploadError(messages.unexpectedError, status, null);
}

export function uploadForm<T>(procedure: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/trpc/${procedure}`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(parseTrpcResponse(xhr.status, xhr.responseText) as T);
      } catch (error) {
        if (xhr.status === 401) expireSession();
        reject(error instanceof Error ? error : new UploadError(messages.unexpectedError, xhr.status, null));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError(messages.noConnection, 0, null)));
    xhr.addEventListener('abort', () => reject(new UploadError(messages.noConnection, 0, null)));
    xhr.send(form);
  });
}
