import type { ReactNode } from 'react';

/** The spec's loading text (or another 'in progress' line), announced politely to screen readers. */
export function PageLoader({
  children = 'Loading...',
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <p role="status" className={`py-16 text-center text-stone-500 ${className}`}>
      {children}
    </p>
  );
}
