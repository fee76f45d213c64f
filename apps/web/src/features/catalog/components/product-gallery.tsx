import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ProductDetail, ProductImage as Photo } from '@mavazi/shared/catalog.schemas';
import { ProductImage } from '../../../components/product-image';
import { fixedSize, GALLERY_SIZES } from '../../../components/photo-sizes';

const THUMB = 64;

/**
 * The photos shown (the chosen colour's first): the chosen one large, all of them as thumbnails to choose
 * from. The parent gives it a new key when the colour changes, so it starts again at the first photo.
 */
export function ProductGallery({
  product,
  images,
}: {
  product: ProductDetail;
  images: readonly Photo[];
}) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl bg-stone-100 ring-1 ring-stone-200">
        <ProductImage
          src={current?.url ?? product.imageUrl}
          srcSet={current?.srcset}
          avifSrcSet={current?.avif_srcset}
          blurPlaceholder={current?.placeholder}
          sizes={GALLERY_SIZES}
          alt={current?.alt || product.name}
          width={current?.width ?? 800}
          height={current?.height ?? 800}
          loading="eager"
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('product.photos')}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={
                  t('product.showPhoto', { n: i + 1, total: images.length }) +
                  (image.alt ? `: ${image.alt}` : '')
                }
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={
                  'block overflow-hidden rounded-xl ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
                  (i === index ? 'ring-brand-700' : 'ring-transparent hover:ring-stone-300')
                }
              >
                <ProductImage
                  src={image.url}
                  srcSet={image.srcset}
                  avifSrcSet={image.avif_srcset}
                  sizes={fixedSize(THUMB)}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  className="h-16 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
