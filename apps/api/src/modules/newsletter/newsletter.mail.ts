import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** The double opt-in mail: nothing is sent to the address again unless its owner opens the link. */
export function newsletterConfirmMail(
  to: string,
  language: Language,
  confirmUrl: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('newsletter.confirm.subject'),
    text: [
      t('newsletter.confirm.body'),
      '',
      t('newsletter.confirm.link', { link: confirmUrl }),
      '',
      t('newsletter.confirm.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/**
 * After the confirmation: the first marketing mail, with its one-click unsubscribe link in the text and
 * in the `List-Unsubscribe` header.
 */
export function newsletterWelcomeMail(
  to: string,
  language: Language,
  unsubscribeUrl: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('newsletter.welcome.subject'),
    text: [
      t('newsletter.welcome.body'),
      '',
      t('newsletter.unsubscribe', { link: unsubscribeUrl }),
      '',
      t('signature'),
    ].join('\n'),
    listUnsubscribeUrl: unsubscribeUrl,
  };
}
