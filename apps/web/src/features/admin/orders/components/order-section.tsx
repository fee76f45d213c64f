import { useId, type ReactNode } from 'react';
import { cardClass } from '../../components/styles';

/** One titled card of the staff order page; the page is a column of these, so more can be added. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-3 p-4 sm:p-5`}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value in a section's description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}
