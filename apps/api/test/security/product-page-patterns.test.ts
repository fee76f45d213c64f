import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { createProduct } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';

// Issue 22 item 11: String.replace patterns ($&, $', $`) typed into a product must stay text.

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Mavazi: culture, style and fashion for Kenya." />
    <title>Mavazi</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const webDir = path.join(tmpdir(), `mavazi-patterns-${process.pid}-${Date.now()}`);
beforeAll(() => {
  mkdirSync(webDir);
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('product page with replacement patterns in the name and description', () => {
  const t = setupTestApp({ WEB_DIST_DIR: webDir });

  it.each([
    ["$'", "Kanga $' after"],
    ['$`', 'Kanga $` before'],
    ['$&', 'Kanga $& match'],
    ['all of them', "$$ $1 $& $` $'"],
  ])('keeps %s as text', async (_label, name) => {
    const product = await createProduct(t.app, {
      name,
      description: `Described with ${name} too`,
      price: 900,
    });
    const res = await attack(t.app, { method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped} · KSh 900 · Mavazi</title>`);
    expect(html).toContain(`Described with ${escaped} too`);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta charset/g)).toHaveLength(1);
  });
});
