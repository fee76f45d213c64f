import { SHOP_NAME } from '@mavazi/shared/constants';
import type { MailMessage } from '../../mail/mail-message';

/** The last mail to an erased account: queued before the address itself is removed. */
export function accountErasedMail(to: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} account has been deleted`,
    text: [
      'Hello,',
      '',
      `Your ${SHOP_NAME} account and the personal data it held have been deleted, as asked.`,
      'Your orders are kept without your name, address or phone number, because Kenyan tax law',
      'requires us to keep sales records (amounts, items, VAT and invoice numbers).',
      '',
      'This is the last email we send to this address.',
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}
