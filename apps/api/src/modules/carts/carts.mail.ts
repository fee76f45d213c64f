import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** The one reminder about a saved cart, with a one-click opt-out that needs no sign-in. */
export function cartReminderMail(
  to: string,
  language: Language,
  username: string,
  lines: ReadonlyArray<{ name: string; quantity: number }>,
  publicUrl: string,
  optOutUrl: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('carts.reminder.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('carts.reminder.left'),
      ...lines.map((l) => t('carts.reminder.line', { name: l.name, quantity: String(l.quantity) })),
      '',
      t('carts.reminder.finish', { url: publicUrl }),
      '',
      t('carts.reminder.why'),
      t('carts.reminder.stop', { link: optOutUrl }),
      '',
      t('signature'),
    ].join('\n'),
  };
}
