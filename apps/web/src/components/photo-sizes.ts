/**
 * The `sizes` of each place a product photo shows, from the layout's grid (main column at most
 * 1280 px less its 16-32 px padding): a phone at 1.5-2.4 device pixels per CSS pixel picks the
 * API's phone copies (480 px for a card, 960 px for the gallery), never the desktop's 640 and 1280.
 */

/** A card in the shop and landing grids: 2 columns, 4 from md, 5 from lg. */
export const CARD_GRID_5_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 19vw, (min-width: 768px) 24vw, 48vw';

/** A card in the related products' grid: 2 columns, 4 from md. */
export const CARD_GRID_4_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 24vw, 48vw';

/** The product page's large photo: the full width on phones, half the page from md. */
export const GALLERY_SIZES = '(min-width: 1280px) 610px, (min-width: 768px) 48vw, 100vw';

/** The product page's thumbnails, order lines and the admin's photo list: fixed small squares. */
export const fixedSize = (px: number): string => `${px}px`;

/** A stored photo's copy name: `<24 hex key>-<width>.webp` (the API's image pipeline). */
const STORED_COPY = /([0-9a-f]{24})-(\d+)\.webp$/;
/** Every stored photo at least this wide has a copy at this width. */
const NARROWEST_COPY = 320;

/**
 * The narrowest stored copy of a photo URL kept on its own (cart and wishlist lines keep the 640 px
 * one), for thumbnails; any other URL as it is.
 */
export function thumbnailSrc(url: string): string {
  const match = STORED_COPY.exec(url);
  if (!match || Number(match[2]) <= NARROWEST_COPY) return url;
  return url.replace(STORED_COPY, `${match[1]}-${NARROWEST_COPY}.webp`);
}
