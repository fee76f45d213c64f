import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { DocumentTitle } from '../../../components/document-title';

type TokenMutation = UseMutationResult<{ message: string }, Error, { token: string }>;

interface Texts {
  title: string;
  body: string;
  button: string;
  done: string;
}

/**
 * A mailed newsletter link. Opening it changes nothing (mail scanners open links too); the reader
 * acts with the button.
 */
export function NewsletterLinkCard({ action, texts }: { action: TokenMutation; texts: Texts }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The server's texts are English: the page says it in the shopper's language.
  const problem = !token
    ? t('newsletter.incompleteLink')
    : action.error
      ? action.error instanceof ApiError && action.error.status === 400
        ? t('newsletter.badLink')
        : t('newsletter.failed')
      : null;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <DocumentTitle>{`${texts.title} · Mavazi`}</DocumentTitle>
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-stone-900">{texts.title}</h1>
        <div aria-live="polite" className="space-y-4">
          {action.isSuccess ? (
            <p className="text-stone-700">{texts.done}</p>
          ) : (
            <>
              <p className="text-stone-700">{texts.body}</p>
              {problem ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {problem}
                </p>
              ) : null}
              <Button
                size="lg"
                className="w-full"
                busy={action.isPending}
                disabled={!token}
                onClick={() => action.mutate({ token })}
              >
                {texts.button}
              </Button>
            </>
          )}
        </div>
        <Link to="/" className="inline-block font-semibold text-brand-700 hover:underline">
          {t('newsletter.backToShop')}
        </Link>
      </div>
    </div>
  );
}
