import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { photosForColour } from './colour-photos';

const photo = (id: number, colour: string | null): ProductImage => ({
  id,
  url: `/p/${id}.webp`,
  srcset: '',
  alt: '',
  width: 10,
  height: 10,
  colour,
});

describe('photosForColour', () => {
  const images = [
    photo(1, 'Maroon'),
    photo(2, null),
    photo(3, 'Navy Blue'),
    photo(4, 'navy  blue'),
  ];

  it("shows the chosen colour's photos first, then the photos of every colour", () => {
    expect(photosForColour(images, ' NAVY blue').map((i) => i.id)).toEqual([3, 4, 2]);
    expect(photosForColour(images, 'Maroon').map((i) => i.id)).toEqual([1, 2]);
  });

  it('shows every photo without a choice or when the colour has none of its own', () => {
    expect(photosForColour(images, null).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(photosForColour(images, 'Green').map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(photosForColour([], 'Navy')).toEqual([]);
  });
});
