// The limit the benchmark compares the shop with: a bare node:http server answering each path
// with the bytes and headers the shop gave for it, from memory. Run as its own process, as the shop is.
// Usage: node bare-server.mjs <answers.json>  (prints the port once listening)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([url, a]) => [
    url,
    { headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
