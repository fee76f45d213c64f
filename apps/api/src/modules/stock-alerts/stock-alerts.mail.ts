import type { Language } from '@mavazi/shared/notify';
import { variantLabel } from '@mavazi/shared/sizes';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/**
 * The one "back in stock" mail. Only the shop's own words and product names: the address may be a
 * guest's that nobody confirmed (decision 043).
 */
export function backInStockMail(
  to: string,
  language: Language,
  item: { productId: number; productName: string; size: string; colour: string | null },
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const size = variantLabel({ size: item.size, colour: item.colour });
  const values = { name: item.productName, size };
  return {
    to,
    subject: t('stockAlert.subject', values),
    text: [
      t('stockAlert.back', values),
      t('stockAlert.buy', { url: `${publicUrl}/product/${item.productId}` }),
      '',
      t('stockAlert.once'),
      '',
      t('signature'),
    ].join('\n'),
  };
}
