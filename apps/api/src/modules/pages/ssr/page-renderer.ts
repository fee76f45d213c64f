import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';

export type PageLanguage = 'en' | 'sw';

/** What apps/web/src/entry-server.tsx gives back for one page. */
export interface RenderedPage {
  status: number;
  html: string;
  stateScript: string;
  /** Resource hints React found while rendering (the main photo's preload), for <head>. */
  preloads?: string;
  /** The page's own title, HTML-escaped, as its render wrote it. */
  title?: string;
  product?: ProductWithReviews;
}

export type ApiFetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<Response>;

/** The web app's server renderer, built by `npm run build -w @mavazi/web` into dist/server. */
export interface PageRenderer {
  renderPage(url: string, language: PageLanguage, apiFetch: ApiFetch): Promise<RenderedPage>;
}

function isRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPage?: unknown }).renderPage === 'function'
  );
}

/**
 * The renderer next to a built web app, loaded on the first page asked for (a large module: the server
 * starts without waiting for it); null when there is none (an older build, or a test's bare index.html).
 */
export function pageRendererLoader(webDistDir: string): (() => Promise<PageRenderer>) | null {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(file).href).then((loaded: unknown) => {
      if (!isRenderer(loaded)) throw new Error(`${file} has no renderPage`);
      return loaded;
    });
    return loading;
  };
}
