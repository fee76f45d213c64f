import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import type { ReturnStatus } from '@mavazi/shared/returns';
import type { ReturnRow } from '../../db/schema';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** One step of a return, told to the shopper in their language. */
export function returnStepMail(
  to: string,
  language: Language,
  /** Who the mail greets (lib/greeting-name.ts). */
  name: string,
  ret: Pick<
    ReturnRow,
    'number' | 'order_number' | 'status' | 'exchange_order_number' | 'refunded_cents'
  >,
  note: string | null,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const step = ret.status as ReturnStatus;
  const status = t(`returns.status.${step}`);
  return {
    to,
    subject: t('returns.step.subject', { ret: ret.number, status }),
    text: [
      t('common.hello', { username: name }),
      '',
      t('returns.step.heading', { ret: ret.number, number: ret.order_number, status }),
      t(`returns.step.${step}`),
      ...(note ? ['', t('returns.step.note', { note })] : []),
      ...(ret.exchange_order_number
        ? ['', t('returns.step.exchangeOrder', { number: ret.exchange_order_number })]
        : []),
      ...(ret.refunded_cents > 0
        ? [t('returns.step.refunded', { amount: formatKsh(fromCents(ret.refunded_cents)) })]
        : []),
      '',
      t('returns.step.follow', { url: publicUrl }),
      '',
      t('signature'),
    ].join('\n'),
  };
}
