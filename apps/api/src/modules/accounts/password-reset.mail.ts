import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

export function passwordResetMail(
  to: string,
  language: Language,
  username: string,
  link: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('auth.reset.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('auth.reset.body'),
      '',
      link,
      '',
      t('auth.reset.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}
