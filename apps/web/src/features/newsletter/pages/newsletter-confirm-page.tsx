import { useTranslation } from 'react-i18next';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { NewsletterLinkCard } from '../components/newsletter-link-card';

/** /newsletter/confirm?token=: the double opt-in link of the confirmation mail. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const confirm = useConfirmNewsletter();
  return (
    <NewsletterLinkCard
      action={confirm}
      texts={{
        title: t('newsletter.confirmTitle'),
        body: t('newsletter.confirmBody'),
        button: t('newsletter.confirmButton'),
        done: t('newsletter.confirmDone'),
      }}
    />
  );
}
