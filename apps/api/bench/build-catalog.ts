import SQLite from 'better-sqlite3';

const ADJECTIVES = ['Kitenge', 'Ankara', 'Maasai', 'Kikoi', 'Linen', 'Cotton', 'Denim', 'Silk'];
const COLOURS = ['Red', 'Blue', 'Green', 'Ochre', 'Black', 'White', 'Indigo', 'Orange'];
const KINDS: Record<string, string[]> = {
  Men: ['Shirt', 'Trousers', 'Jacket', 'Shorts'],
  Women: ['Dress', 'Skirt', 'Blouse', 'Wrap'],
  Kids: ['Hoodie', 'Romper', 'Tee', 'Dungarees'],
  Accessories: ['Necklace', 'Bag', 'Cap', 'Scarf'],
};
const CATEGORIES = Object.keys(KINDS);
const SIZES = ['S', 'M', 'L', 'XL'];

/** A small deterministic generator, so two runs build the same catalog. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * Adds `count` products to the shop's SQLite database in one transaction with prepared statements:
 * clothing with four sizes (one sold out now and then), accessories without, up to three reviews
 * each from the demo reviewers, and review totals and units sold as the shop keeps them.
 */
export function buildCatalog(file: string, count: number): { seconds: number } {
  const started = Date.now();
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const reviewers = (
    db.prepare('select id, username from users order by id limit 3').all() as Array<{
      id: number;
      username: string;
    }>
  ).slice(0, 3);
  const product = db.prepare(
    `insert into products (name, description, price_cents, image_url, category, inventory,
       rating_count, rating_sum, rating_rank, units_sold, deleted_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?)`,
  );
  const variant = db.prepare(
    `insert into product_variants (product_id, sku, size, colour, colour_key, inventory, price_cents,
       hidden, created_at, updated_at) values (?, ?, ?, ?, ?, ?, null, 0, ?, ?)`,
  );
  const review = db.prepare(
    `insert into reviews (product_id, user_id, author, rating, comment, verified_purchase, created_at)
     values (?, ?, ?, ?, ?, 0, ?)`,
  );
  const next = random(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const base = Date.UTC(2025, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const category = CATEGORIES[i % CATEGORIES.length] as string;
      const colour = pick(COLOURS);
      const name = `${pick(ADJECTIVES)} ${colour} ${pick(KINDS[category] ?? [])} ${i + 1}`;
      const description = `${colour} ${category.toLowerCase()} piece, hand finished in Nairobi. Lot ${i + 1}.`;
      const sized = category !== 'Accessories';
      const stocks = sized
        ? SIZES.map(() => (next() < 0.15 ? 0 : 1 + Math.floor(next() * 20)))
        : [];
      const inventory = sized ? stocks.reduce((a, b) => a + b, 0) : Math.floor(next() * 30);
      const ratings = reviewers
        .slice(0, Math.floor(next() * (reviewers.length + 1)))
        .map(() => Math.ceil(next() * 5));
      const sum = ratings.reduce((a, b) => a + b, 0);
      const at = new Date(base + i * 60_000).toISOString();
      const row = product.run(
        name,
        description,
        (500 + Math.floor(next() * 9500)) * 100,
        '/images/products/kitenge-shirt.svg',
        category,
        inventory,
        ratings.length,
        sum,
        ratings.length ? Math.floor((sum * 100) / ratings.length) : 0,
        Math.floor(next() * 500),
        at,
        at,
      );
      const id = Number(row.lastInsertRowid);
      stocks.forEach((stock, s) => {
        const size = SIZES[s] as string;
        variant.run(id, `B${id}-${size}`, size, colour, colour.toLowerCase(), stock, at, at);
      });
      ratings.forEach((rating, r) => {
        const author = reviewers[r];
        if (author) review.run(id, author.id, author.username, rating, 'Fits well, good cloth', at);
      });
    }
  })();
  db.close();
  return { seconds: (Date.now() - started) / 1000 };
}
