import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorOr } from '../lib/error-text';
import { currentLanguage } from '../lib/i18n';
import { useSubscribeNewsletter } from '../lib/subscribe-newsletter';
import { toast } from '../lib/toast';

/**
 * The footer's newsletter box (SPEC.md): a confirmation link is mailed, nothing more is said.
 * It is on every page, so it checks the address with the browser's own email rule instead of loading the
 * form and schema libraries into the first visit; the server checks it with the shared schema.
 */
export function NewsletterBox() {
  const { t } = useTranslation();
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    const value = email.trim().toLowerCase();
    if (!value || (input instanceof HTMLInputElement && !input.validity.valid)) {
      setError(t('newsletter.invalidEmail'));
      return;
    }
    setError(undefined);
    try {
      await subscribe.mutateAsync({ email: value, language: currentLanguage() });
      toast.success(t('newsletter.thanks'));
      setEmail('');
    } catch (err) {
      toast.error(serverErrorOr(err, t('newsletter.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2">
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-white">
        {t('newsletter.title')}
      </label>
      <p id="newsletter-hint" className="text-sm text-stone-300">
        {t('newsletter.hint')}
      </p>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : 'newsletter-hint'}
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-600 bg-stone-800 px-3 text-sm text-white placeholder:text-stone-400 focus:border-brand-500 focus:outline-none"
          name="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('newsletter.subscribe')}
        </button>
      </div>
      {error ? (
        <p id="newsletter-error" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
