import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startHttpsImageServer,
  TEST_IMAGE_BYTES_MAX,
  type HttpsImageServer,
} from '../../test/helpers/https-image-server';
import {
  checkHttpsUrl,
  createPublicFetcher,
  isPublicAddress,
  PublicFetchError,
} from './public-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '41.90.64.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'admits %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkHttpsUrl', () => {
  it.each([
    ['http://example.com/a.jpg', 'Image URLs must start with https://'],
    ['ftp://example.com/a.jpg', 'Image URLs must start with https://'],
    ['not a url', 'Image URLs must start with https://'],
    ['https://127.0.0.1/a.jpg', 'This address is not on the public internet'],
    ['https://10.0.0.8/a.jpg', 'This address is not on the public internet'],
    ['https://[::1]/a.jpg', 'This address is not on the public internet'],
    ['https://[::ffff:192.168.0.1]/a.jpg', 'This address is not on the public internet'],
    ['https://user:pw@example.com/a.jpg', 'Image URLs cannot carry a user name or password'],
  ])('refuses %s before connecting', (url, reason) => {
    expect(checkHttpsUrl(url)).toBe(reason);
  });

  it('admits a public https address', () => {
    expect(checkHttpsUrl('https://cdn.example.com/a.jpg')).toBeNull();
  });
});

describe('createPublicFetcher', () => {
  let server: HttpsImageServer;
  beforeAll(async () => {
    server = await startHttpsImageServer();
  });
  afterAll(() => server.close());

  /** The shop's fetcher, but admitting 127.0.0.1 (only: not ::1, not 10.x) and trusting the test certificate. */
  const local = (overrides: { timeoutMs?: number } = {}) => localFetcher(overrides).fetch;
  const localFetcher = (overrides: { timeoutMs?: number }) =>
    createPublicFetcher({
      allowAddress: (address) => address === '127.0.0.1',
      ca: server.cert,
      maxBytes: TEST_IMAGE_BYTES_MAX,
      timeoutMs: overrides.timeoutMs ?? 5000,
    });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PublicFetchError);
    return (error as Error).message;
  };

  it('downloads from an admitted address, following a redirect', async () => {
    const file = await local()(`${server.base}/redirect?to=/ok.png`);
    expect(file.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses, with the production rules, a host name that resolves to loopback, without asking it anything', async () => {
    const before = server.requests.length;
    const port = new URL(server.base).port;
    const message = await failure(
      createPublicFetcher({ ca: server.cert }).fetch(`https://localhost:${port}/ok.png`),
    );
    expect(message).toBe('This address is not on the public internet');
    expect(await failure(createPublicFetcher().fetch(`${server.base}/ok.png`))).toBe(
      'This address is not on the public internet',
    );
    expect(server.requests.length).toBe(before);
  });

  it('refuses redirects to private, loopback and plain http addresses', async () => {
    const fetch = local();
    for (const to of ['https://10.0.0.1/a.png', 'https://[::1]/a.png', 'https://169.254.169.254/'])
      expect(await failure(fetch(`${server.base}/redirect?to=${encodeURIComponent(to)}`))).toBe(
        'Redirected: This address is not on the public internet',
      );
    expect(
      await failure(
        fetch(`${server.base}/redirect?to=${encodeURIComponent('http://example.com/')}`),
      ),
    ).toBe('Redirected: Image URLs must start with https://');
  });

  it('stops at the size limit, with or without a Content-Length', async () => {
    const fetch = local();
    expect(await failure(fetch(`${server.base}/big.bin`))).toMatch(/^The file is larger than/);
    expect(await failure(fetch(`${server.base}/big-chunked.bin`))).toMatch(
      /^The file is larger than/,
    );
  });

  it('gives up at the time limit and reports a server error status', async () => {
    expect(await failure(local({ timeoutMs: 300 })(`${server.base}/slow`))).toBe(
      'The download took longer than 0.3 seconds',
    );
    expect(await failure(local()(`${server.base}/missing`))).toBe('The address answered HTTP 404');
  });

  it('refuses a certificate it does not trust', async () => {
    const { fetch } = createPublicFetcher({ allowAddress: (a) => a === '127.0.0.1' });
    expect(await failure(fetch(`${server.base}/ok.png`))).toMatch(/could not be downloaded/);
  });
});
