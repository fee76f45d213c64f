import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '../../../components/product-card';
import { useProducts } from '../../../lib/get-products';

const FEATURED = { limit: 5 } as const;

/** A first row of the catalog; the landing page works without it if the request fails. */
export function FeaturedProducts() {
  const { t } = useTranslation('home');
  const products = useProducts(FEATURED);
  if (!products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold text-stone-900">
          {t('featured')}
        </h2>
        <Link
          to="/products"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('viewAll')}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4 lg:grid-cols-5">
        {products.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
