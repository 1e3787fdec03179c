/** tRPC procedures over the real HTTP server (test-support/http.ts), unbatched, as the admin client calls them. */
import type { Answer, TestServer } from './http';

export interface TrpcError {
  message: string;
  data: { code: string; httpStatus: number; messageKey: string | null; fieldErrors?: Record<string, string[]> | null };
}

export interface TrpcAnswer<T> {
  status: number;
  data: T | undefined;
  error: TrpcError | undefined;
}

type Body<T> = { result?: { data: T }; error?: TrpcError };

/** A query is a GET with its input in the URL; a mutation a POST with a JSON body, or FormData as the admin forms send it. */
export async function callTrpc<T = unknown>(
  server: TestServer,
  type: 'query' | 'mutation',
  path: string,
  options: { token?: string | undefined; input?: unknown; cookie?: string } = {},
): Promise<TrpcAnswer<T>> {
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  let answer: Answer<Body<T>>;
  if (type === 'query') {
    const query = options.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(options.input))}`;
    answer = await server.call<Body<T>>('GET', `/trpc/${path}${query}`, { token: options.token, headers });
  } else {
    const body = options.input instanceof FormData ? { form: options.input } : { json: options.input };
    answer = await server.call<Body<T>>('POST', `/trpc/${path}`, { token: options.token, headers, ...body });
  }
  return { status: answer.status, data: answer.body.result?.data, error: answer.body.error };
}
