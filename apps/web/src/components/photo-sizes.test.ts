import { describe, expect, it } from 'vitest';
import { thumbnailSrc } from './photo-sizes';

describe('thumbnailSrc', () => {
  const key = '0123456789abcdef01234567';
  it('takes the 320 px copy of a stored photo', () => {
    expect(thumbnailSrc(`/uploads/products/${key}-640.webp`)).toBe(
      `/uploads/products/${key}-320.webp`,
    );
    expect(thumbnailSrc(`https://cdn.example/products/${key}-1280.webp`)).toBe(
      `https://cdn.example/products/${key}-320.webp`,
    );
  });
  it('keeps narrower copies and any other address as they are', () => {
    expect(thumbnailSrc(`/uploads/products/${key}-300.webp`)).toBe(
      `/uploads/products/${key}-300.webp`,
    );
    expect(thumbnailSrc('/images/products/kitenge-shirt.svg')).toBe(
      '/images/products/kitenge-shirt.svg',
    );
    expect(thumbnailSrc('https://example.com/photo-640.webp')).toBe(
      'https://example.com/photo-640.webp',
    );
  });
});
