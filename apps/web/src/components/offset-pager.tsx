import { useTranslation } from 'react-i18next';
/** Previous/next for a paged list, with where the reader is ("51–100 of 230"). Hidden for a single page. */
export function OffsetPager({
  offset,
  limit,
  total,
  label,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  /** What is paged, for screen readers ("Orders pages"). */
  label: string;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const button =
    'min-h-11 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 ' +
    'hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 p-3">
      <p aria-live="polite" className="text-sm text-stone-700">
        {t('pager.range', { first, last, total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {t('pager.previous')}
        </button>
        <button
          type="button"
          className={button}
          disabled={offset + limit >= total}
          onClick={() => onChange(offset + limit)}
        >
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}
