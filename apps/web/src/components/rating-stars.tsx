import { useTranslation } from 'react-i18next';
import { StarIcon } from './icons';

/** Five stars filled to the rating (fractions included), with the rating as text for screen readers. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const label = t('product.rating', {
    rating: Number.isInteger(rating) ? rating : rating.toFixed(1),
  });
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} aria-hidden="true" className="relative inline-block h-4 w-4">
            <StarIcon className="absolute inset-0 h-4 w-4 fill-stone-300" />
            <span
              className="absolute inset-y-0 left-0 overflow-hidden"
              style={{ width: `${fill * 100}%` }}
            >
              <StarIcon className="h-4 w-4 fill-brand-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
