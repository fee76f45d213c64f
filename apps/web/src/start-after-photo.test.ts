import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page as the server sends it: the start script's tag and `photos` leading photos, still loading. */
function serverPage(photos: number): HTMLImageElement[] {
  document.head.innerHTML =
    '<script type="module" src="/assets/start-after-photo-X.js" data-app-entry="/assets/index-A.js" data-app-preloads="/assets/react-B.js /assets/i18n-C.js"></script>';
  document.body.innerHTML = Array.from(
    { length: photos },
    (_, i) => `<img src="/uploads/products/p${i}-480.webp" fetchpriority="high">`,
  ).join('<img src="/uploads/products/later.webp" loading="lazy">');
  const imgs = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  for (const img of imgs) Object.defineProperty(img, 'complete', { value: false });
  return imgs;
}

/** What the start script has added: the app's entry and preloads, in order. */
function started(): string[] {
  return [...document.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[src]')]
    .filter((el) => !el.hasAttribute('data-app-entry'))
    .map((el) => {
      // Anonymous, as the build's own tags: the preloaded modules are the ones the entry imports.
      const mode = el.getAttribute('crossorigin') === '' ? 'anonymous' : 'credentials';
      return el instanceof HTMLScriptElement
        ? `${el.type} ${el.getAttribute('src')} ${mode}`
        : `preload ${el.getAttribute('href')} ${mode}`;
    });
}

async function runStartScript() {
  vi.resetModules();
  await import('./start-after-photo');
}

const APP = [
  'preload /assets/react-B.js anonymous',
  'preload /assets/i18n-C.js anonymous',
  'module /assets/index-A.js anonymous',
];

describe('start-after-photo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the app once every leading photo has loaded or failed, once', async () => {
    const [first, second] = serverPage(2);
    await runStartScript();
    expect(started()).toEqual([]);
    first!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    second!.dispatchEvent(new Event('error'));
    expect(started()).toEqual(APP);
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual(APP);
  });

  it('starts the app after 3 seconds when a photo is slower', async () => {
    serverPage(1);
    await runStartScript();
    vi.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(APP);
  });

  it('starts the app at once when the photos are already there (a second visit) or there are none', async () => {
    serverPage(0);
    await runStartScript();
    expect(started()).toEqual(APP);
  });
});
