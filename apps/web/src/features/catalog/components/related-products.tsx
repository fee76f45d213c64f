import { useTranslation } from 'react-i18next';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { ProductCard } from '../../../components/product-card';
import { CARD_GRID_4_SIZES } from '../../../components/photo-sizes';
import { useRelatedProducts } from '../api/get-related-products';

/** "You may also like": other pieces of the category; nothing at all when there are none or the call fails. */
export function RelatedProducts({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const { t } = useTranslation('catalog');
  const related = useRelatedProducts(product);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="space-y-4">
      <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
        {t('product.related')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {related.data.map((p) => (
          <ProductCard key={p.id} product={p} sizes={CARD_GRID_4_SIZES} />
        ))}
      </ul>
    </section>
  );
}
