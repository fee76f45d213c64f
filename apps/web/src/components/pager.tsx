import { Link } from 'react-router';

const linkClasses =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100';

/**
 * Previous / "Page 2 of 5" / Next as links, so a page has its own address (reload and back keep it).
 * `href(page)` builds the address of a page; nothing is shown when everything fits on one page.
 */
export function Pager({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClasses} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClasses} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The 1-based page number in `?page=`; anything else reads as page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
