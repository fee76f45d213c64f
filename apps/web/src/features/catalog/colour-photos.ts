import type { ProductImage } from '@mavazi/shared/catalog.schemas';

/** Colours compare as the API stores their keys: trimmed, single-spaced, case-insensitive. */
function colourKeyOf(colour: string | null | undefined): string {
  return (colour ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The photos to show for a chosen colour: that colour's photos first, then the photos of every colour.
 * Without a choice, or when the colour has no photo of its own, every photo in the admin's order.
 */
export function photosForColour(
  images: readonly ProductImage[],
  colour: string | null | undefined,
): ProductImage[] {
  const key = colourKeyOf(colour);
  const own = key ? images.filter((i) => colourKeyOf(i.colour) === key) : [];
  if (own.length === 0) return [...images];
  return [...own, ...images.filter((i) => i.colour === null)];
}
