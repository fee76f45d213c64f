import { useTranslation } from 'react-i18next';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NewsletterLinkCard } from '../components/newsletter-link-card';

/** /newsletter/unsubscribe?token=: the one-click link of every newsletter mail, no sign-in. */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribeNewsletter();
  return (
    <NewsletterLinkCard
      action={unsubscribe}
      texts={{
        title: t('newsletter.unsubscribeTitle'),
        body: t('newsletter.unsubscribeBody'),
        button: t('newsletter.unsubscribeButton'),
        done: t('newsletter.unsubscribeDone'),
      }}
    />
  );
}
