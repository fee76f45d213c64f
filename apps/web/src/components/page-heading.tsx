import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** A shop page's document title and its one h1, with an optional line under it. */
export function PageHeading({
  title,
  heading = title,
  intro,
}: {
  /** Shown in the browser tab as '{title} · Mavazi'. */
  title: string;
  heading?: string;
  intro?: ReactNode;
}) {
  return (
    <div>
      <DocumentTitle>{`${title} · Mavazi`}</DocumentTitle>
      <h1 className="text-3xl font-bold text-stone-900">{heading}</h1>
      {intro ? <p className="mt-1 text-stone-600">{intro}</p> : null}
    </div>
  );
}
