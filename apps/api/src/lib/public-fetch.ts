import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a download was refused or failed, in words for the import's error table. */
export class PublicFetchError extends Error {}

export interface PublicFetchOptions {
  /** The whole download, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Which resolved addresses may be connected to. Production always uses `isPublicAddress`; only
   * tests pass another (a local HTTPS server on 127.0.0.1), through code, never through settings.
   */
  allowAddress: (address: string) => boolean;
  /** Extra trusted certificates (tests: the local server's self-signed one). */
  ca?: string;
}

/** Downloads files from public https:// addresses. */
export interface PublicFetcher {
  /** Why the URL cannot be fetched, as far as known without connecting; null when it may be tried. */
  check(url: string): string | null;
  /** The file, or a PublicFetchError. */
  fetch(url: string): Promise<Buffer>;
}

/** Only ordinary public unicast addresses: no private, loopback, link-local, CGNAT, multicast, NAT64, 6to4... */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1, so mapped addresses get the IPv4 rules.
  return ipaddr.process(address).range() === 'unicast';
}

const NOT_PUBLIC_TEXT = 'This address is not on the public internet';
const HTTPS_TEXT = 'Image URLs must start with https://';

/** The host of an https:// URL, or a reason it cannot be fetched (checked before any connection). */
export function checkHttpsUrl(
  text: string,
  allowAddress: (address: string) => boolean = isPublicAddress,
): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return HTTPS_TEXT;
  }
  if (url.protocol !== 'https:') return HTTPS_TEXT;
  if (url.username || url.password) return 'Image URLs cannot carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never goes through DNS (nor the lookup below): it is checked here.
  if (isIP(host) && !allowAddress(host)) return NOT_PUBLIC_TEXT;
  return null;
}

/** dns.lookup that refuses to hand out an address the caller does not allow: checked at connect time. */
function guardedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !allowAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(new PublicFetchError(NOT_PUBLIC_TEXT), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Answer = { redirect: string } | { body: Buffer };

function getOnce(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<Answer> {
  const kb = Math.round(options.maxBytes / 1024);
  const tooLarge = `The file is larger than ${kb >= 1024 ? `${Math.round(kb / 1024)} MB` : `${kb} KB`}`;
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      {
        agent: false,
        lookup: guardedLookup(options.allowAddress),
        ca: options.ca,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Mavazi-import' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          return resolve({ redirect: new URL(location, url).toString() });
        }
        if (status < 200 || status > 299) {
          response.resume();
          return reject(new PublicFetchError(`The address answered HTTP ${status}`));
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(new PublicFetchError(tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            return reject(new PublicFetchError(tooLarge));
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** A fetcher for public https:// files: every hop's address checked, size and time bounded. */
export function createPublicFetcher(overrides: Partial<PublicFetchOptions> = {}): PublicFetcher {
  const options: PublicFetchOptions = {
    timeoutMs: 10_000,
    maxBytes: 8 * 1024 * 1024,
    maxRedirects: 3,
    allowAddress: isPublicAddress,
    ...overrides,
  };
  const fetch = async (text: string): Promise<Buffer> => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let url = text;
    try {
      for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
        const refused = checkHttpsUrl(url, options.allowAddress);
        if (refused) throw new PublicFetchError(hop === 0 ? refused : `Redirected: ${refused}`);
        const answer = await getOnce(new URL(url), options, signal);
        if ('body' in answer) return answer.body;
        url = answer.redirect;
      }
      throw new PublicFetchError('Too many redirects');
    } catch (error) {
      if (error instanceof PublicFetchError) throw error;
      if (signal.aborted)
        throw new PublicFetchError(
          `The download took longer than ${options.timeoutMs / 1000} seconds`,
        );
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PublicFetchError) throw cause;
      const code = (error as NodeJS.ErrnoException).code;
      throw new PublicFetchError(`The file could not be downloaded (${code ?? 'network error'})`);
    }
  };
  return { check: (url) => checkHttpsUrl(url, options.allowAddress), fetch };
}
