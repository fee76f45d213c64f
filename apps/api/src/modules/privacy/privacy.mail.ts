import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** The last mail to an erased account: queued before the address itself is removed. */
export function accountErasedMail(to: string, language: Language): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('privacy.erased.subject'),
    text: [
      t('privacy.erased.hello'),
      '',
      t('privacy.erased.body'),
      t('privacy.erased.kept'),
      '',
      t('privacy.erased.last'),
      '',
      t('signature'),
    ].join('\n'),
  };
}
