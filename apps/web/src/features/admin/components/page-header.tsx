import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

/** Page title (also the document title) with optional actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <DocumentTitle>{`${title} · Mavazi Admin`}</DocumentTitle>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
