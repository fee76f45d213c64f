import { useTranslation } from 'react-i18next';
import { serverErrorOr } from '../../../lib/error-text';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { ProductCard } from '../../../components/product-card';
import { ProductFilters } from '../../../components/product-filters';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useIsLeaving } from '../../../lib/live-router';
import { useCollections } from '../../../lib/get-collections';
import { useProductPage } from '../../../lib/get-products';
import { useProductFacets } from '../api/get-product-facets';
import { FilterIcon } from '../../../components/icons';
import { TextField } from '../../../components/form-field';
import { ShopRefinements } from '../components/shop-refinements';
import {
  DEFAULT_SHOP_QUERY,
  isFiltered,
  readShopQuery,
  SHOP_PAGE_SIZE,
  toProductFilters,
  writeShopQuery,
  type ShopQuery,
} from '../shop-query';

const count = new Intl.NumberFormat('en-KE');

/**
 * The search box: typed text reaches the address (and the server) once typing pauses; a search brought
 * back by back/forward or a link replaces what is in the box.
 */
function useSearchBox(committed: string, commit: (q: string) => void) {
  const [text, setText] = useState(committed);
  // Whether the box holds what the shopper typed (true) or what the address brought (false).
  const [typed, setTyped] = useState(false);
  const settled = useDebouncedValue(text.trim(), 300);
  const { pathname } = useLocation();
  const isLeaving = useIsLeaving(pathname);

  const onSettled = useEffectEvent((q: string) => {
    // A click on a product or a link while typing: that navigation wins over the search.
    if (typed && q !== committed && !isLeaving()) commit(q);
  });
  useEffect(() => onSettled(settled), [settled]);

  // The address changed: to the box's own search (arriving while the shopper may type on, so the box is
  // left alone), or to another one (back/forward, a link), which the box then shows.
  const [shown, setShown] = useState(committed);
  if (shown !== committed) {
    setShown(committed);
    if (!(typed && committed === settled) && committed !== text.trim()) {
      setText(committed);
      setTyped(false);
    }
  }
  const type = (value: string) => {
    setTyped(true);
    setText(value);
  };
  return [text, type] as const;
}

/** /products and /product-list: the catalog a page of 24 at a time, its state kept in the address. */
export function ProductsPage() {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readShopQuery(searchParams);

  // Every change is a history entry (back undoes it); any change but the page itself starts again at page 1.
  const show = (changes: Partial<ShopQuery>, flushSync: boolean) => {
    setSearchParams(writeShopQuery({ ...query, page: 1, ...changes }), {
      preventScrollReset: true,
      flushSync,
    });
  };
  // A control's choice is committed at once rather than in a transition: else a ticked box shows unticked
  // until the address lands, and a second quick choice builds on the address without the first.
  const update = (changes: Partial<ShopQuery>) => show(changes, true);
  // The search is committed from an effect, where React cannot flush; the box shows the text meanwhile.
  const [search, setSearch] = useSearchBox(query.q, (q) => show({ q }, false));
  const filters = toProductFilters(query);
  const products = useProductPage(filters);
  const facets = useProductFacets(filters);
  // Phones see the products first: the filters fold behind the "Filter" button.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const corrected = facets.isPlaceholderData ? null : (facets.data?.corrected_q ?? null);
  const collections = useCollections();
  const collection = query.collection
    ? collections.data?.find((c) => c.slug === query.collection)
    : undefined;
  const page = products.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / SHOP_PAGE_SIZE)) : 1;
  const first = (query.page - 1) * SHOP_PAGE_SIZE + 1;

  return (
    <div className="space-y-6">
      {collection ? (
        <PageHeading
          title={collection.name}
          intro={collection.description || t('list.collectionIntro', { name: collection.name })}
        />
      ) : query.category ? (
        <PageHeading title={t(`list.categories.${query.category}`)} />
      ) : (
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
      )}
      {query.collection ? (
        <p>
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-brand-700 hover:underline"
            onClick={() => update({ collection: '' })}
          >
            {t('list.wholeShop')}
          </button>
        </p>
      ) : null}
      <div className="space-y-3">
        <div className="flex items-end gap-2">
          <TextField
            label={t('list.searchLabel')}
            wrapperClassName="flex-1 sm:max-w-md"
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button
            variant="secondary"
            className="min-h-11 md:hidden"
            aria-expanded={filtersOpen}
            aria-controls="shop-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon className="h-5 w-5" />
            {t('list.filter')}
          </Button>
        </div>
        <div id="shop-filters" className={`${filtersOpen ? 'block' : 'hidden'} space-y-3 md:block`}>
          <ProductFilters
            category={query.category}
            onCategoryChange={(category) => update({ category })}
            size={query.size}
            onSizeChange={(size) => update({ size })}
            sizes={facets.data?.sizes.map((s) => s.size)}
            labels={{
              category: t('filters.category'),
              all: t('filters.all'),
              size: t('filters.size'),
              anySize: t('filters.anySize'),
            }}
          />
          <ShopRefinements
            sort={query.sort}
            onSortChange={(sort) => update({ sort })}
            price={query}
            onPriceChange={(price) => update(price)}
            inStock={query.inStock}
            onInStockChange={(inStock) => update({ inStock })}
            onSale={query.onSale}
            onOnSaleChange={(onSale) => update({ onSale })}
          />
        </div>
      </div>
      {corrected && query.q ? (
        <p className="text-sm text-stone-700">
          {t('list.corrected', { typed: query.q, corrected })}
        </p>
      ) : null}
      <p role="status" className="text-sm text-stone-600">
        {page && page.products.length > 0
          ? t('list.showing', {
              first: count.format(first),
              last: count.format(first + page.products.length - 1),
              total: count.format(page.total),
              count: page.total,
            })
          : ''}
      </p>
      {products.isPending ? (
        <PageLoader />
      ) : products.isError && !page ? (
        <EmptyState
          title={t('list.loadFailed', {
            error: serverErrorOr(products.error, errorMessage(products.error)),
          })}
        >
          <Button variant="secondary" onClick={() => void products.refetch()}>
            {t('product.tryAgain')}
          </Button>
        </EmptyState>
      ) : !page || page.products.length === 0 ? (
        <EmptyState title={t('list.empty')}>
          {isFiltered(query) ? (
            <>
              <p className="mb-4 text-stone-600">{t('list.noMatch')}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  update({ ...DEFAULT_SHOP_QUERY, sort: query.sort });
                }}
              >
                {t('list.clearFilters')}
              </Button>
            </>
          ) : page && page.total > 0 ? (
            <Button variant="secondary" onClick={() => update({})}>
              {t('list.firstPage')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <ul
            aria-busy={products.isFetching}
            className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4 lg:grid-cols-5"
          >
            {page.products.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 4} />
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageCount={pageCount}
            to={(p) => ({ search: writeShopQuery({ ...query, page: p }).toString() })}
          />
        </>
      )}
    </div>
  );
}
