import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCollections } from '../../../lib/get-collections';

/** The shop's collections with their number of products; nothing while loading or when there are none. */
export function CollectionTiles() {
  const { t } = useTranslation('home');
  const collections = useCollections();
  const list = (collections.data ?? []).filter((c) => c.product_count > 0);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="collections-heading" className="space-y-4">
      <h2 id="collections-heading" className="text-2xl font-bold text-stone-900">
        {t('collections')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {list.map((c) => (
          <li key={c.id}>
            <Link
              to={`/products?collection=${encodeURIComponent(c.slug)}`}
              className="flex h-full flex-col justify-between rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-900">{c.name}</span>
              {c.description ? (
                <span className="mt-2 line-clamp-2 text-sm text-stone-600">{c.description}</span>
              ) : null}
              <span className="mt-2 text-xs text-stone-700">
                {t('products', { count: c.product_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
