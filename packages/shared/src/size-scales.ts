// No zod here: the shop's pages use the size lists without loading it (sizes.ts adds the schema).
/**
 * The size scales a product's variants are drawn from, each in its fixed order (small to large).
 * The admin grid offers them as presets; the shop's size filter and the API's `size` filter list
 * the same values.
 */
export const SIZE_SCALES = [
  { id: 'adult', label: 'Adult (XS–XXL)', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  {
    id: 'kids',
    label: 'Kids by age (2–3Y … 11–12Y)',
    sizes: ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '6-7Y', '7-8Y', '8-9Y', '9-10Y', '10-11Y', '11-12Y'],
  },
  {
    id: 'shoes',
    label: 'Shoes (EU 36–46)',
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  },
  { id: 'one', label: 'One size', sizes: ['One size'] },
] as const;

export type SizeScale = (typeof SIZE_SCALES)[number];
export type SizeScaleId = SizeScale['id'];
export type Size = SizeScale['sizes'][number];

/** Every size of every scale, scale after scale, each scale in its own order. */
export const SIZES: readonly Size[] = SIZE_SCALES.flatMap((scale) => scale.sizes);

const RANK = new Map<string, number>(SIZES.map((size, index) => [size, index]));

export function isSize(value: string): value is Size {
  return RANK.has(value);
}

/** Orders sizes by their scale's order (S before M before L); unknown values go last, by name. */
export function compareSizes(a: string, b: string): number {
  const ra = RANK.get(a) ?? Number.MAX_SAFE_INTEGER;
  const rb = RANK.get(b) ?? Number.MAX_SAFE_INTEGER;
  return ra !== rb ? ra - rb : a.localeCompare(b);
}

/** The distinct sizes given, in size order. */
export function sortSizes(sizes: Iterable<string>): string[] {
  return [...new Set(sizes)].sort(compareSizes);
}

/** The scale a size belongs to. */
export function scaleOfSize(size: string): SizeScale | undefined {
  return SIZE_SCALES.find((scale) => (scale.sizes as readonly string[]).includes(size));
}

/** Colours are free text; two spellings that differ only in case or spacing are one colour. */
export function colourKey(colour: string | null | undefined): string {
  return (colour ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** "M", "M / Red": how a variant is named to shoppers, in carts, orders and mails. */
export function variantLabel(v: { size: string | null; colour: string | null }): string {
  return [v.size, v.colour].filter(Boolean).join(' / ');
}
