import { request } from 'undici';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** How long the provider may take to start answering, and then to send each part of its body. */
  timeoutMs: number;
}

export interface ProviderAnswer {
  status: number;
  text: string;
}

/**
 * One call to a provider's API (Daraja, Africa's Talking) through undici's own client, over its kept-alive
 * connections: `fetch` took about three times the CPU per call (a Request, a Response, web streams and an
 * AbortSignal each), and every order sends a text (decision 059).
 */
export async function providerRequest(
  url: string,
  options: ProviderRequest,
): Promise<ProviderAnswer> {
  const response = await request(url, {
    method: options.method,
    headers: options.headers,
    body: options.body,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return { status: response.statusCode, text: await response.body.text() };
}

/** The system's or undici's code of a failed call (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT...), when it has one. */
export function failureCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') return code;
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
