import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { isSize } from '@mavazi/shared/sizes';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { ProductCard } from '../../../components/product-card';
import { isCategory, ProductFilters } from '../../../components/product-filters';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useProducts } from '../api/get-products';

function matches(product: Product, category: string, size: string, search: string): boolean {
  if (category && product.category !== category) return false;
  if (size && !product.sizes.includes(size)) return false;
  return product.name.toLowerCase().includes(search.trim().toLowerCase());
}

/** /products and /product-list: the catalog with its category and name filters. */
export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawCategory = searchParams.get('category');
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSize = searchParams.get('size') ?? '';
  const size = isSize(rawSize) ? rawSize : '';
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const products = useProducts({
    category: category || undefined,
    q: q || undefined,
    size: size || undefined,
  });

  // The server filters; filtering the list on screen too keeps typing instant while the request runs.
  const shown = useMemo(
    () => (products.data ?? []).filter((p) => matches(p, category, size, search)),
    [products.data, category, size, search],
  );

  // Category and size live in the address, so a link or a reload shows the same list.
  const setParam = (name: 'category' | 'size') => (next: string) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set(name, next);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeading title="Shop" intro="Clothing for Men, Women and Kids, plus Accessories." />
      <ProductFilters
        category={category}
        onCategoryChange={setParam('category')}
        size={size}
        onSizeChange={setParam('size')}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search products"
        searchPlaceholder="Search by name…"
      />
      {products.isPending ? (
        <PageLoader />
      ) : products.isError && !products.data ? (
        <EmptyState title={`Could not load products: ${errorMessage(products.error)}`}>
          <Button variant="secondary" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No products available" />
      ) : (
        <>
          <p className="sr-only" role="status">
            {shown.length} {shown.length === 1 ? 'product' : 'products'}
          </p>
          <ul
            aria-busy={products.isFetching}
            className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4 lg:grid-cols-5"
          >
            {shown.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 4} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
