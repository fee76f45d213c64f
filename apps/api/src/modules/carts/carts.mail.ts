import { SHOP_NAME } from '@mavazi/shared/constants';
import type { MailMessage } from '../../mail/mail-message';

/** The one reminder about a saved cart, with a one-click opt-out that needs no sign-in. */
export function cartReminderMail(
  to: string,
  username: string,
  lines: ReadonlyArray<{ name: string; quantity: number }>,
  publicUrl: string,
  optOutUrl: string,
): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} cart is saved for you`,
    text: [
      `Hello ${username},`,
      '',
      'You left these in your cart:',
      ...lines.map((l) => `  ${l.name} x ${l.quantity}`),
      '',
      `Finish your order: ${publicUrl}/cart`,
      '',
      'We send this once per cart because you agreed to hear from us.',
      `Stop these emails with one click (no sign-in needed): ${optOutUrl}`,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}
