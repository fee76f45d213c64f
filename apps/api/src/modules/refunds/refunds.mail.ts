import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** A refund reached the shopper: how much, the M-Pesa receipt and the credit note. */
export function refundCompletedMail(
  to: string,
  language: Language,
  /** Who the mail greets (lib/greeting-name.ts). */
  name: string,
  orderNumber: string,
  amountCents: number,
  receipt: string | null,
  creditNote: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('refunds.completed.subject', { number: orderNumber }),
    text: [
      t('common.hello', { username: name }),
      '',
      t('refunds.completed.body', {
        amount: formatKsh(fromCents(amountCents)),
        number: orderNumber,
      }),
      ...(receipt ? [t('refunds.completed.receipt', { receipt })] : []),
      t('refunds.completed.creditNote', { creditNote }),
      '',
      t('signature'),
    ].join('\n'),
  };
}
