/** The demo shop's collections: the products whose names match go in (a product may be in several). */
export const demoCollections: ReadonlyArray<{
  slug: string;
  name: string;
  description: string;
  matches: RegExp;
}> = [
  {
    slug: 'kitenge',
    name: 'Kitenge',
    description: 'Bold wax prints: kitenge and ankara shirts, dresses and skirts.',
    matches: /kitenge|ankara/i,
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    description: 'Sandals, pumps and leather shoes for every day and every occasion.',
    matches: /sandals|shoes|pumps|sneakers|boots/i,
  },
];

/** Demo products on sale: their "was" price in KES, above the price. */
export const demoCompareAtPrices: Readonly<Record<string, number>> = {
  'Kitenge Short-Sleeve Shirt': 2950,
  'Leather Oxford Shoes': 8500,
  'Ankara Maxi Dress': 5000,
};
