import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** The spec's loading text (or another 'in progress' line), announced politely to screen readers. */
export function PageLoader({
  children,
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`py-16 text-center text-stone-500 ${className}`}>
      {children ?? t('shell.loading')}
    </p>
  );
}
