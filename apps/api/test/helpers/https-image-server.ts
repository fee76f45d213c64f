import type { AddressInfo } from 'node:net';
import https from 'node:https';
import { generate } from 'selfsigned';
import sharp from 'sharp';

/** A local HTTPS server with a self-signed certificate for 127.0.0.1, serving test files. */
export interface HttpsImageServer {
  /** e.g. https://127.0.0.1:43121 */
  base: string;
  /** The certificate, for the fetcher's `ca`. */
  cert: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export const TEST_IMAGE_BYTES_MAX = 64 * 1024;

/**
 * /ok.png a small PNG; /big.bin and /big-chunked.bin more than TEST_IMAGE_BYTES_MAX (with and
 * without a length); /text.txt not an image; /slow never answers; /redirect?to=URL a 302;
 * /missing a 404.
 */
export async function startHttpsImageServer(): Promise<HttpsImageServer> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const png = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#1f4e79' },
  })
    .png()
    .toBuffer();
  const big = Buffer.alloc(TEST_IMAGE_BYTES_MAX + 1024, 1);
  const requests: string[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    requests.push(url.pathname);
    if (url.pathname === '/ok.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url.pathname === '/big.bin')
      return res.writeHead(200, { 'content-length': big.length }).end(big);
    if (url.pathname === '/big-chunked.bin') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < big.length; i += 8192) res.write(big.subarray(i, i + 8192));
      return res.end();
    }
    if (url.pathname === '/text.txt')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    if (url.pathname === '/redirect')
      return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    if (url.pathname === '/slow') return; // never answers: the fetcher's time limit ends it
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    cert: pems.cert,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
