import type { ReactNode } from 'react';

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
      <title>{`${title} · Mavazi`}</title>
      <h1 className="text-3xl font-bold text-stone-900">{heading}</h1>
      {intro ? <p className="mt-1 text-stone-600">{intro}</p> : null}
    </div>
  );
}
