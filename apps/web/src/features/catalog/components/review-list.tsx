import { useTranslation } from 'react-i18next';
import type { Review } from '@mavazi/shared/catalog.schemas';
import { RatingStars } from '../../../components/rating-stars';
import { formatDate } from '../../../lib/format-date';

export function ReviewList({ reviews }: { reviews: ReadonlyArray<Review> }) {
  const { t } = useTranslation('catalog');
  if (reviews.length === 0) return <p className="text-stone-600">{t('reviews.none')}</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              {review.author}
              {review.verified_purchase ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  {t('reviews.verified')}
                </span>
              ) : null}
            </p>
            <time dateTime={review.created_at} className="text-sm text-stone-500">
              {formatDate(review.created_at)}
            </time>
          </div>
          <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
            <RatingStars rating={review.rating} />
            <span aria-hidden="true">{review.rating}/5</span>
          </p>
          <p className="mt-2 whitespace-pre-line text-stone-700">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
