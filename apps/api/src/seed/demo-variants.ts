import type { VariantInput } from '@mavazi/shared/catalog.schemas';
import { SIZE_SCALES, type Size, type SizeScaleId } from '@mavazi/shared/sizes';

/** How a demo product is sized: a scale (or part of one), colours, and sizes sold out or nearly. */
interface DemoSizing {
  scale: SizeScaleId;
  /** A part of the scale (a romper is not made for 11-year-olds). */
  sizes?: readonly Size[];
  colours?: readonly string[];
  soldOut?: readonly Size[];
  /** Sizes with only a couple left ("Only 2 left in M"). */
  few?: readonly Size[];
}

/** The demo catalog's sizes by product name; products not listed (most accessories) have none. */
const DEMO_SIZING: Readonly<Record<string, DemoSizing>> = {
  'Kitenge Short-Sleeve Shirt': { scale: 'adult', soldOut: ['XS'], few: ['XXL'] },
  'Ankara Long-Sleeve Shirt': { scale: 'adult', sizes: ['S', 'M', 'L', 'XL'], few: ['S'] },
  'Slim-Fit Chino Trousers': { scale: 'adult', colours: ['Khaki', 'Navy'], soldOut: ['XXL'] },
  'Kikoi Beach Shorts': { scale: 'adult', sizes: ['S', 'M', 'L', 'XL'] },
  'Dashiki Tunic': { scale: 'adult', soldOut: ['L'], few: ['M'] },
  'Linen Kaunda Suit': { scale: 'adult', sizes: ['M', 'L', 'XL'] },
  'Classic Cotton Polo Shirt': {
    scale: 'adult',
    colours: ['White', 'Navy', 'Maroon'],
    soldOut: ['XS'],
  },
  'Straight-Cut Denim Jeans': { scale: 'adult', few: ['XS'], soldOut: ['XXL'] },
  'Embroidered Kanzu': { scale: 'adult', sizes: ['M', 'L', 'XL', 'XXL'] },
  'Shuka Check Bomber Jacket': { scale: 'adult', sizes: ['S', 'M', 'L'], few: ['S'] },
  'Akala Tyre-Sole Sandals': { scale: 'shoes', soldOut: ['36'] },
  'Leather Oxford Shoes': {
    scale: 'shoes',
    sizes: ['40', '41', '42', '43', '44', '45'],
    few: ['45'],
    soldOut: ['42'],
  },
  'Crew-Neck Cotton T-Shirt': { scale: 'adult', colours: ['Black', 'White', 'Olive'] },
  'Ankara Maxi Dress': { scale: 'adult', sizes: ['XS', 'S', 'M', 'L', 'XL'], soldOut: ['M'] },
  'Kitenge Wrap Skirt': { scale: 'adult', sizes: ['S', 'M', 'L', 'XL'] },
  'Kanga Off-Shoulder Top': { scale: 'adult', sizes: ['XS', 'S', 'M', 'L'], few: ['L'] },
  'Ankara Peplum Top': { scale: 'adult', sizes: ['S', 'M', 'L', 'XL'] },
  'Kitenge Wide-Leg Jumpsuit': { scale: 'adult', sizes: ['S', 'M', 'L'], few: ['M'] },
  'Linen Palazzo Trousers': { scale: 'adult', colours: ['Sand', 'Olive'], soldOut: ['XXL'] },
  'Mermaid Kitenge Evening Gown': { scale: 'adult', sizes: ['S', 'M', 'L'] },
  'Ankara-Trim Denim Jacket': { scale: 'adult', sizes: ['S', 'M', 'L'], soldOut: ['S'] },
  'Beaded Leather Sandals': { scale: 'shoes', sizes: ['36', '37', '38', '39', '40', '41'] },
  'Block-Heel Pumps': {
    scale: 'shoes',
    sizes: ['36', '37', '38', '39', '40'],
    colours: ['Black', 'Nude'],
    soldOut: ['40'],
  },
  'Cotton Shift Dress': { scale: 'adult', sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  'Ankara Kimono Jacket': { scale: 'adult', sizes: ['S', 'M', 'L'] },
  'Mudcloth Print Pencil Skirt': { scale: 'adult', sizes: ['S', 'M', 'L'], few: ['L'] },
  "Girls' Ankara Party Dress": { scale: 'kids', sizes: ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '6-7Y'] },
  "Boys' Kitenge Shirt": { scale: 'kids', sizes: ['3-4Y', '5-6Y', '7-8Y', '9-10Y'] },
  'School Shirt, White Short-Sleeve': { scale: 'kids', soldOut: ['2-3Y'] },
  'School Shorts, Grey': { scale: 'kids', sizes: ['4-5Y', '5-6Y', '6-7Y', '7-8Y', '8-9Y'] },
  'School Pinafore Dress, Maroon': { scale: 'kids', sizes: ['4-5Y', '6-7Y', '8-9Y', '10-11Y'] },
  'School V-Neck Sweater, Green': { scale: 'kids', few: ['11-12Y'] },
  'Kids Canvas Sneakers': { scale: 'shoes', sizes: ['36', '37', '38'], colours: ['Red', 'Blue'] },
  'Baby Kitenge Romper': { scale: 'kids', sizes: ['2-3Y', '3-4Y'] },
  'Kids Fleece Hoodie': {
    scale: 'kids',
    sizes: ['4-5Y', '6-7Y', '8-9Y', '10-11Y'],
    colours: ['Red', 'Grey'],
  },
  "Girls' Tulle Tutu Skirt": { scale: 'kids', sizes: ['2-3Y', '3-4Y', '4-5Y', '5-6Y'] },
  'Kids Denim Dungarees': { scale: 'kids', sizes: ['2-3Y', '3-4Y', '4-5Y'], soldOut: ['3-4Y'] },
  'Kids Gumboots': { scale: 'shoes', sizes: ['36', '37', '38'] },
  'Kids Simba Graphic T-Shirt': { scale: 'kids', sizes: ['3-4Y', '5-6Y', '7-8Y', '9-10Y'] },
  'Black Leather School Shoes': { scale: 'shoes', sizes: ['36', '37', '38', '39', '40'] },
  'Embroidered Kofia Cap': { scale: 'one' },
  'Handmade Leather Belt': { scale: 'adult', sizes: ['S', 'M', 'L', 'XL'], colours: ['Brown'] },
};

/**
 * The variants of a demo product: its stock spread over sizes and colours, middle sizes holding
 * the most, a few sold out or nearly; undefined for a product without sizes.
 */
export function demoVariantsOf(name: string, inventory: number): VariantInput[] | undefined {
  const sizing = DEMO_SIZING[name];
  if (!sizing) return undefined;
  const scale = SIZE_SCALES.find((s) => s.id === sizing.scale);
  const sizes: readonly Size[] = sizing.sizes ?? scale?.sizes ?? [];
  const colours = sizing.colours ?? [null];
  const rows = sizes.flatMap((size, i) => colours.map((colour) => ({ size, colour, i })));
  const weight = (i: number) => 1 + Math.min(i, sizes.length - 1 - i);
  const open = rows.filter((r) => !sizing.soldOut?.includes(r.size));
  const totalWeight = open.reduce((sum, r) => sum + weight(r.i), 0);
  return rows.map(({ size, colour, i }) => {
    let stock = Math.floor((inventory * weight(i)) / Math.max(1, totalWeight));
    if (sizing.soldOut?.includes(size) || inventory === 0) stock = 0;
    else if (sizing.few?.includes(size)) stock = 2;
    else stock = Math.max(stock, inventory > 0 ? 3 : 0);
    return { size, colour, inventory: stock };
  });
}
