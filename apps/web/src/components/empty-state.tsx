import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <p className="text-lg font-medium text-stone-700">{title}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

/** An empty cart, wishlist or order list, with a way back to the products. */
export function ShopEmptyState({ title, linkText }: { title: string; linkText: string }) {
  return (
    <EmptyState title={title}>
      <Link to="/products" className={buttonClasses('primary')}>
        {linkText}
      </Link>
    </EmptyState>
  );
}
