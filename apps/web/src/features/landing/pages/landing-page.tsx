import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { Carousel } from '../../../components/carousel';
import { ChatWidget } from '../../../components/chat-widget';
import { useShopInfo } from '../../../lib/get-shop-info';
import { CategoryTiles } from '../components/category-tiles';
import { CollectionTiles } from '../components/collection-tiles';
import { FeaturedProducts } from '../components/featured-products';
import { landingSlides } from '../components/slides';
import { DocumentTitle } from '../../../components/document-title';

export function LandingPage() {
  const { t } = useTranslation('home');
  const shop = useShopInfo();
  return (
    // The bottom padding lets the last row scroll clear of the floating chat button.
    <div className="space-y-14 pb-20">
      <DocumentTitle>{t('title')}</DocumentTitle>
      <section className="grid items-center gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {t('madeFor')}
          </p>
          <h1 className="text-4xl leading-tight font-extrabold text-stone-900 sm:text-5xl">
            {t('heading')}
          </h1>
          <p className="max-w-md text-lg text-stone-600">{t('intro')}</p>
          <Link to="/products" className={buttonClasses('primary', 'lg')}>
            {t('explore')}
          </Link>
        </div>
        <Carousel slides={landingSlides()} label={t('featuredCollections')} intervalMs={3000} />
      </section>
      <CategoryTiles />
      <CollectionTiles />
      <FeaturedProducts />
      {shop.data ? <ChatWidget phone={shop.data.phone} /> : null}
    </div>
  );
}
