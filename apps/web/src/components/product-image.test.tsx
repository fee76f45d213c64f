import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage, PLACEHOLDER_IMAGE } from './product-image';

const BLUR = 'data:image/webp;base64,UklGRg==';
const photo = {
  src: '/uploads/products/k-640.webp',
  srcSet: '/uploads/products/k-320.webp 320w, /uploads/products/k-640.webp 640w',
  avifSrcSet: '/uploads/products/k-320.avif 320w, /uploads/products/k-640.avif 640w',
  sizes: '(min-width: 768px) 24vw, 48vw',
  alt: 'Red kitenge shirt',
  width: 640,
  height: 640,
};

describe('ProductImage', () => {
  it('offers AVIF first in a <picture>, with the same sizes, and WebP in the <img>', () => {
    const { container } = render(<ProductImage {...photo} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(photo.avifSrcSet);
    expect(source?.getAttribute('sizes')).toBe(photo.sizes);
    const img = screen.getByRole('img', { name: 'Red kitenge shirt' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('srcset')).toBe(photo.srcSet);
    expect(img.getAttribute('sizes')).toBe(photo.sizes);
  });

  it('shows the blurred placeholder until the photo has loaded', () => {
    render(<ProductImage {...photo} blurPlaceholder={BLUR} />);
    const img = screen.getByRole('img', { name: 'Red kitenge shirt' });
    expect(img.style.backgroundImage).toContain(BLUR);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('is a plain <img> without AVIF copies, and falls back to the shop placeholder on error', () => {
    const { container } = render(
      <ProductImage {...photo} avifSrcSet={null} blurPlaceholder={BLUR} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Red kitenge shirt' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.style.backgroundImage).toBe('');
  });
});
