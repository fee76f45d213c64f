import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';

/** The 1-based page number in `?page=`; anything else reads as page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page numbers to offer: the first, the last and two either side of the current one; null = a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) result.push(null);
    result.push(p);
  });
  return result;
}

const itemClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const linkClasses = `${itemClasses} text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100`;

/** Numbered pages as real links (a new tab, a bookmark or back/forward show the same page). */
export function Pagination({
  page,
  pageCount,
  to,
  label,
}: {
  page: number;
  pageCount: number;
  to: (page: number) => To;
  label?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? t('pages.label')}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} className={linkClasses} rel="prev">
              {t('pages.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${itemClasses} bg-brand-600 text-white`}>
                  <span className="sr-only">{t('pages.pagePrefix')}</span>
                  {p}
                </span>
              ) : (
                <Link to={to(p)} className={linkClasses} aria-label={t('pages.page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={to(page + 1)} className={linkClasses} rel="next">
              {t('pages.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
