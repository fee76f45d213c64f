import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../hooks/use-auth';
import { useProduct } from '../../../lib/get-product';
import { ApiError } from '../../../lib/api-client';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton';
import { ProductSummary } from '../components/product-summary';
import { RelatedProducts } from '../components/related-products';
import { ReviewList } from '../components/review-list';
import { DocumentTitle } from '../../../components/document-title';

// Only signed-in shoppers see the form: guests never download it or its form libraries.
const ReviewForm = lazy(() =>
  import('../components/review-form').then((m) => ({ default: m.ReviewForm })),
);

/**
 * /product/:productId — 'Loading...' while it loads (spec); a product that does not exist (or was deleted)
 * gets a not-found page with ways back, and any other failure a retry.
 */
export function ProductDetailPage() {
  const { t } = useTranslation('catalog');
  const { productId = '' } = useParams();
  const location = useLocation();
  const { status } = useAuth();
  const product = useProduct(productId);

  useEffect(() => {
    if (product.error) console.error('Failed to load product', productId, product.error);
  }, [product.error, productId]);

  if (!product.data) {
    const err = product.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      return <NotFound title={t('product.notFoundTitle')} message={t('product.notFoundMessage')} />;
    if (err)
      return (
        <div role="alert" className="py-16 text-center text-stone-700">
          <p>{t('product.loadFailed')}</p>
          <Button className="mt-4" onClick={() => void product.refetch()}>
            {t('product.tryAgain')}
          </Button>
        </div>
      );
    return <ProductDetailSkeleton />;
  }
  const p = product.data;

  return (
    <article className="space-y-12 pb-20 sm:pb-0">
      <DocumentTitle>{`${p.name} · Mavazi`}</DocumentTitle>
      <nav aria-label={t('product.breadcrumb')} className="text-sm text-stone-500">
        <Link to="/products" className="hover:text-brand-700 hover:underline">
          {t('product.shop')}
        </Link>{' '}
        / <span>{p.category}</span>
      </nav>
      <ProductSummary key={p.id} product={p} />
      <section aria-labelledby="reviews-heading" className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <h2 id="reviews-heading" className="text-2xl font-bold text-stone-900">
            {t('reviews.heading')}
          </h2>
          <p className="text-stone-600">
            {p.rating_count > 0 && p.rating_average !== null
              ? t('reviews.average', {
                  rating: p.rating_average.toFixed(1),
                  count: p.rating_count,
                })
              : t('reviews.noRatings')}
          </p>
          <ReviewList reviews={p.reviews} />
        </div>
        <div>
          {status === 'authenticated' ? (
            <Suspense fallback={<PageLoader />}>
              <ReviewForm productId={productId} />
            </Suspense>
          ) : (
            <p className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <Link
                to="/login"
                state={{ from: location }}
                className="font-semibold text-brand-700 hover:underline"
              >
                {t('reviews.logInToReview')}
              </Link>
            </p>
          )}
        </div>
      </section>
      <RelatedProducts product={p} />
    </article>
  );
}
