import type { paths } from '@ticketsetu/contracts';
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import { createRetryingFetch, type RetryingFetchOptions } from './retrying-fetch';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends RetryingFetchOptions {
  baseUrl?: string;
}

/** The typed client over the OpenAPI contract. The API is same-origin: /api is proxied in dev, served by the backend in production. */
export function createApiClient({ baseUrl, ...fetchOptions }: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: baseUrl ?? globalThis.location?.origin ?? '',
    fetch: createRetryingFetch(fetchOptions),
  });
}

export const api = createApiClient();

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/** Resolves to the response body, or throws an ApiError whose `detail` is the problem's message. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw ApiError.network(cause);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw ApiError.fromResponse(response, error);
  return data as T;
}
