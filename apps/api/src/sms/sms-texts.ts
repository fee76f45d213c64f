import { SHOP_NAME } from '@mavazi/shared/constants';
import { formatDay } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';

/** What each text says, with the facts it needs; every kind has an English and a Kiswahili text. */
export type SmsEvent =
  | {
      kind: 'order_placed';
      orderNumber: string;
      totalCents: number;
      /** mpesa: a prompt went to the phone; cash_on_delivery: pay the rider; other: we call. */
      payment: 'mpesa' | 'cash_on_delivery' | 'other';
    }
  | { kind: 'payment_received'; orderNumber: string; amountCents: number; receipt: string | null }
  | { kind: 'payment_failed'; orderNumber: string }
  | { kind: 'shipped'; orderNumber: string; expectedDate: string | null }
  | { kind: 'delivered'; orderNumber: string }
  | { kind: 'unpaid_cancelled'; orderNumber: string; timeoutMinutes: number }
  | { kind: 'welcome'; username: string }
  | { kind: 'ticket_opened'; ticketId: number; orderNumber: string | null }
  | { kind: 'cart_reminder'; units: number };

export type SmsKind = SmsEvent['kind'];

/** How an order's payment method is explained in a text. */
export function paymentHint(method: string): 'mpesa' | 'cash_on_delivery' | 'other' {
  return method === 'mpesa' || method === 'cash_on_delivery' ? method : 'other';
}

const money = (cents: number) => formatKsh(fromCents(cents));

function english(event: SmsEvent): string {
  switch (event.kind) {
    case 'order_placed': {
      const pay = {
        mpesa: 'Enter your M-Pesa PIN on the prompt to pay. No prompt? Tap Pay again in My Orders.',
        cash_on_delivery: 'Pay the rider in cash or by M-Pesa on delivery.',
        other: 'We will contact you to arrange payment.',
      }[event.payment];
      return `${SHOP_NAME}: Thank you! Order ${event.orderNumber} received. Total ${money(event.totalCents)}. ${pay}`;
    }
    case 'payment_received':
      return `${SHOP_NAME}: Payment of ${money(event.amountCents)} received for order ${event.orderNumber}.${
        event.receipt ? ` M-Pesa receipt ${event.receipt}.` : ''
      } We will text you when it ships.`;
    case 'payment_failed':
      return `${SHOP_NAME}: The M-Pesa payment for order ${event.orderNumber} did not go through. To pay again, open My Orders on our site and tap Pay again.`;
    case 'shipped':
      return `${SHOP_NAME}: Your order ${event.orderNumber} is on its way.${
        event.expectedDate ? ` Expected ${formatDay(event.expectedDate, 'en')}.` : ''
      } Track it with the order number on our site.`;
    case 'delivered':
      return `${SHOP_NAME}: Your order ${event.orderNumber} has been delivered. Thank you for shopping with us!`;
    case 'unpaid_cancelled':
      return `${SHOP_NAME}: Order ${event.orderNumber} was not paid within ${event.timeoutMinutes} minutes, so we cancelled it. No money was taken. You are welcome to order again.`;
    case 'welcome':
      return `Welcome to ${SHOP_NAME}, ${event.username}! Your account is ready. We will text you about your orders; change this on your profile.`;
    case 'ticket_opened':
      return `${SHOP_NAME}: We received your support request #${event.ticketId}${
        event.orderNumber ? ` about order ${event.orderNumber}` : ''
      }. We will reply soon; read it under Support on our site.`;
    case 'cart_reminder':
      return `${SHOP_NAME}: You left ${event.units} item${event.units === 1 ? '' : 's'} in your cart. They are saved for you: sign in on our site to finish your order. Stop these: Profile.`;
  }
}

function kiswahili(event: SmsEvent): string {
  switch (event.kind) {
    case 'order_placed': {
      const pay = {
        mpesa: 'Weka PIN yako ya M-Pesa kulipa. Hukupata ombi? Bonyeza Pay again kwenye My Orders.',
        cash_on_delivery: 'Lipa mpelekaji kwa pesa taslimu au M-Pesa ukipokea.',
        other: 'Tutawasiliana nawe kuhusu malipo.',
      }[event.payment];
      return `${SHOP_NAME}: Asante! Oda ${event.orderNumber} imepokelewa. Jumla ${money(event.totalCents)}. ${pay}`;
    }
    case 'payment_received':
      return `${SHOP_NAME}: Malipo ya ${money(event.amountCents)} ya oda ${event.orderNumber} yamepokelewa.${
        event.receipt ? ` Risiti ya M-Pesa ${event.receipt}.` : ''
      } Tutakutumia ujumbe ikitumwa.`;
    case 'payment_failed':
      return `${SHOP_NAME}: Malipo ya M-Pesa ya oda ${event.orderNumber} hayakufaulu. Kulipa tena, fungua My Orders kwenye tovuti yetu ubonyeze Pay again.`;
    case 'shipped':
      return `${SHOP_NAME}: Oda yako ${event.orderNumber} iko njiani.${
        event.expectedDate ? ` Itafika ${formatDay(event.expectedDate, 'sw')}.` : ''
      } Ifuatilie kwa namba ya oda kwenye tovuti yetu.`;
    case 'delivered':
      return `${SHOP_NAME}: Oda yako ${event.orderNumber} imefikishwa. Asante kwa kununua nasi!`;
    case 'unpaid_cancelled':
      return `${SHOP_NAME}: Oda ${event.orderNumber} haikulipwa ndani ya dakika ${event.timeoutMinutes}, kwa hivyo tumeighairi. Hakuna pesa iliyokatwa. Karibu uagize tena.`;
    case 'welcome':
      return `Karibu ${SHOP_NAME}, ${event.username}! Akaunti yako iko tayari. Tutakutumia ujumbe kuhusu oda zako; badilisha hili kwenye wasifu wako.`;
    case 'ticket_opened':
      return `${SHOP_NAME}: Tumepokea ombi lako la msaada #${event.ticketId}${
        event.orderNumber ? ` kuhusu oda ${event.orderNumber}` : ''
      }. Tutakujibu hivi karibuni; soma jibu chini ya Support kwenye tovuti.`;
    case 'cart_reminder':
      return `${SHOP_NAME}: Umeacha bidhaa ${event.units} kwenye kikapu chako. Zimehifadhiwa: ingia kwenye tovuti ukamilishe oda. Kusitisha: Profile.`;
  }
}

/** The text of an event in the shopper's language: plain GSM-7, at most 160 characters (sms-texts.test.ts). */
export function renderSms(event: SmsEvent, language: Language): string {
  return language === 'sw' ? kiswahili(event) : english(event);
}
