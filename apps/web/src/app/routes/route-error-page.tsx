import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { buttonClasses } from '../../components/button';
import { isChunkLoadError, reloadOnceForNewRelease } from '../../lib/pwa/chunk-reload';
import { useOnline } from '../../lib/pwa/online-status';
import { DocumentTitle } from '../../components/document-title';

/** One decision per failure: React may render this page twice (StrictMode), the reload must start once. */
const reloading = new WeakMap<object, boolean>();

function reloadsForNewRelease(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let decided = reloading.get(error);
  if (decided === undefined) {
    decided = reloadOnceForNewRelease();
    reloading.set(error, decided);
  }
  return decided;
}

/**
 * Any failure while loading or showing a page: the shop's own page with Retry, never React Router's developer
 * screen. A script chunk that a new release removed reloads the page once instead.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(['offline', 'common']);
  const error = useRouteError();
  const online = useOnline();
  // The shopper sees a plain page; the cause stays findable in the console.
  useEffect(() => console.error(error), [error]);
  if (reloadsForNewRelease(error)) {
    return (
      <p role="status" className="p-8 text-center text-stone-500">
        {t('shell.loading', { ns: 'common' })}
      </p>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <DocumentTitle>{`${t('error.title')} · Mavazi`}</DocumentTitle>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-3">
          <a
            href="/"
            className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
            >
              M
            </span>
            Mavazi
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-20 text-center">
        <h1 className="text-3xl font-extrabold text-stone-900">{t('error.title')}</h1>
        <p className="mt-3 text-stone-600">{t('error.body')}</p>
        {online ? null : (
          <p role="status" className="mt-3 font-medium text-amber-800">
            {t('error.offline')}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClasses('primary', 'lg')}
            onClick={() => window.location.reload()}
          >
            {t('error.retry')}
          </button>
          <a href="/" className={buttonClasses('secondary', 'lg')}>
            {t('error.home')}
          </a>
        </div>
      </main>
    </div>
  );
}
