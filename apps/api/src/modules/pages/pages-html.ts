import type { Product } from '@mavazi/shared/catalog.schemas';
import { SHOP_NAME } from '@mavazi/shared/constants';
import { formatKsh } from '@mavazi/shared/money';
import { escapeHtml } from '../../lib/escape-html';

const DESCRIPTION_MAX = 200;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The product page's HTML head as the server sends it: title, description and Open Graph tags (picture,
 * name, price), so a link shared on WhatsApp or Facebook shows them without running the app.
 */
export function productHead(product: Product, publicUrl: string): string {
  const price = formatKsh(product.price);
  const title = `${product.name} · ${price} · ${SHOP_NAME}`;
  const description = shorten(`${price}. ${product.description}`, DESCRIPTION_MAX);
  const image = absolute(publicUrl, product.imageUrl);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}/product/${product.id}`)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', `${product.name} · ${price}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${publicUrl}/product/${product.id}`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', product.name),
    meta('property', 'product:price:amount', product.price.toFixed(2)),
    meta('property', 'product:price:currency', 'KES'),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/** index.html with its title and description replaced by `head`. */
export function withHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // A replacer function: `$&`, `$'` and `$`` in a product name are text, not replacement patterns.
  return stripped.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
