/**
 * Starts the app once the photos a server-rendered page leads with have loaded, so that on a slow connection
 * they do not share it with the app's scripts (decision 051). The page is readable and its links and
 * add-to-cart form work before the app starts. The server sends this script, instead of the app's own
 * tags, on pages with such a photo; it carries the app's entry and preloads in its data attributes.
 */

/** A photo slower than this no longer holds the app back. */
const WAIT_AT_MOST_MS = 3000;

function startApp(tag: HTMLScriptElement): void {
  const { appEntry, appPreloads = '' } = tag.dataset;
  if (!appEntry) return;
  for (const href of appPreloads.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = appEntry;
  document.head.append(script);
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
if (tag) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(tag);
  };
  const loading = [
    ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ].filter((img) => !img.complete);
  let left = loading.length;
  const settled = () => {
    left -= 1;
    if (left === 0) start();
  };
  for (const img of loading) {
    img.addEventListener('load', settled, { once: true });
    img.addEventListener('error', settled, { once: true });
  }
  if (left === 0) start();
  else setTimeout(start, WAIT_AT_MOST_MS);
}

// A module: its names stay its own, not globals of the page.
export {};
