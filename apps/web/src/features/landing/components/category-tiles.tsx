import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES } from '@mavazi/shared/constants';

export function CategoryTiles() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <h2 id="categories-heading" className="text-2xl font-bold text-stone-900">
        {t('byCategory')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/products?category=${category}`}
              className="flex h-full flex-col justify-between rounded-2xl bg-gradient-to-br from-brand-100 to-brand-50 p-5 ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-900">
                {t(`categories.${category}`)}
              </span>
              <span className="mt-2 text-sm text-stone-600">{t(`blurbs.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
