import { SHOP_NAME } from '@mavazi/shared/constants';
import { formatDay } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import { gsm7Length, isGsm7 } from './gsm7';
import type { ReturnStatus } from '@mavazi/shared/returns.schemas';

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
  | {
      kind: 'shipped';
      orderNumber: string;
      expectedDate: string | null;
      /** Who carries it and the tracking number: said instead of the site hint when they fit. */
      courier?: string | null;
      trackingNumber?: string | null;
    }
  | { kind: 'delivered'; orderNumber: string }
  | { kind: 'unpaid_cancelled'; orderNumber: string; timeoutMinutes: number }
  | { kind: 'welcome'; username: string }
  | { kind: 'ticket_opened'; ticketId: number; orderNumber: string | null }
  | {
      kind: 'return_update';
      returnNumber: string;
      orderNumber: string;
      status: ReturnStatus;
      /** The exchange order, once Exchanged. */
      exchangeOrderNumber: string | null;
    }
  | { kind: 'refund_completed'; orderNumber: string; amountCents: number; receipt: string | null };

export type SmsKind = SmsEvent['kind'];

/** How an order's payment method is explained in a text. */
export function paymentHint(method: string): 'mpesa' | 'cash_on_delivery' | 'other' {
  return method === 'mpesa' || method === 'cash_on_delivery' ? method : 'other';
}

const money = (cents: number) => formatKsh(fromCents(cents));

/** The courier and tracking number when they keep the text one plain GSM-7 part, else the site hint. */
function withTracking(head: string, tracking: string | null, fallback: string): string {
  const full = tracking === null ? null : head + tracking;
  return full !== null && isGsm7(full) && gsm7Length(full) <= 160 ? full : head + fallback;
}

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
      return withTracking(
        `${SHOP_NAME}: Your order ${event.orderNumber} is on its way.${
          event.expectedDate ? ` Expected ${formatDay(event.expectedDate, 'en')}.` : ''
        }`,
        event.courier && event.trackingNumber
          ? ` ${event.courier}, tracking number ${event.trackingNumber}.`
          : null,
        ' Track it with the order number on our site.',
      );
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
    case 'return_update':
      return `${SHOP_NAME}: ${englishReturnStep(event)}`;
    case 'refund_completed':
      return `${SHOP_NAME}: We refunded ${money(event.amountCents)} for order ${event.orderNumber}.${
        event.receipt ? ` M-Pesa receipt ${event.receipt}.` : ''
      }`;
  }
}

type ReturnUpdate = Extract<SmsEvent, { kind: 'return_update' }>;

function englishReturnStep(e: ReturnUpdate): string {
  const r = e.returnNumber;
  switch (e.status) {
    case 'Requested':
      return `We received return ${r} for order ${e.orderNumber}. We will reply soon; follow it in My Orders.`;
    case 'Approved':
      return `Return ${r} for order ${e.orderNumber} is approved. Please bring or send the items back to us.`;
    case 'Rejected':
      return `Return ${r} for order ${e.orderNumber} was not approved. See why in My Orders.`;
    case 'Received':
      return `We received the items of return ${r} (order ${e.orderNumber}). Your refund or exchange follows.`;
    case 'Refunded':
      return `Return ${r} for order ${e.orderNumber} is refunded.`;
    case 'Exchanged':
      return `Return ${r}: your exchange order ${e.exchangeOrderNumber ?? ''} is on its way soon.`;
  }
}

function swahiliReturnStep(e: ReturnUpdate): string {
  const r = e.returnNumber;
  switch (e.status) {
    case 'Requested':
      return `Tumepokea ombi la kurudisha ${r} la oda ${e.orderNumber}. Tutajibu hivi karibuni; lifuatilie kwenye My Orders.`;
    case 'Approved':
      return `Ombi la kurudisha ${r} la oda ${e.orderNumber} limekubaliwa. Tafadhali lete au tuma bidhaa kwetu.`;
    case 'Rejected':
      return `Ombi la kurudisha ${r} la oda ${e.orderNumber} halikukubaliwa. Soma sababu kwenye My Orders.`;
    case 'Received':
      return `Tumepokea bidhaa za ombi ${r} (oda ${e.orderNumber}). Pesa yako au ubadilishaji utafuata.`;
    case 'Refunded':
      return `Pesa ya ombi ${r} la oda ${e.orderNumber} imerudishwa.`;
    case 'Exchanged':
      return `Ombi ${r}: oda yako ya kubadilisha ${e.exchangeOrderNumber ?? ''} itatumwa hivi karibuni.`;
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
      return withTracking(
        `${SHOP_NAME}: Oda yako ${event.orderNumber} iko njiani.${
          event.expectedDate ? ` Itafika ${formatDay(event.expectedDate, 'sw')}.` : ''
        }`,
        event.courier && event.trackingNumber
          ? ` ${event.courier}, namba ya ufuatiliaji ${event.trackingNumber}.`
          : null,
        ' Ifuatilie kwa namba ya oda kwenye tovuti yetu.',
      );
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
    case 'return_update':
      return `${SHOP_NAME}: ${swahiliReturnStep(event)}`;
    case 'refund_completed':
      return `${SHOP_NAME}: Tumerudisha ${money(event.amountCents)} za oda ${event.orderNumber}.${
        event.receipt ? ` Risiti ya M-Pesa ${event.receipt}.` : ''
      }`;
  }
}

/** The text of an event in the shopper's language: plain GSM-7, at most 160 characters (sms-texts.test.ts). */
export function renderSms(event: SmsEvent, language: Language): string {
  return language === 'sw' ? kiswahili(event) : english(event);
}
