import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@mavazi/shared/constants';
import { formatDay } from '@mavazi/shared/dates';
import { LANGUAGES, type Language } from '@mavazi/shared/notify';
import type { OrderItemRow, OrderWithPaymentRow, TicketRow } from '../../src/db/schema';
import { en } from '../../src/i18n/messages-en';
import { sw } from '../../src/i18n/messages-sw';
import type { MailMessage } from '../../src/mail/mail-message';
import { passwordResetMail } from '../../src/modules/accounts/password-reset.mail';
import {
  orderConfirmationMail,
  orderStatusMail,
  unconfirmedOrderCancelledMail,
} from '../../src/modules/orders/orders.mail';
import {
  howToPayLines,
  latePaymentMail,
  paymentFailedMail,
  paymentReceivedMail,
  unpaidOrderCancelledMail,
} from '../../src/modules/payments/payments.mail';
import {
  ticketOpenedMail,
  ticketReplyMail,
  ticketResolvedMail,
} from '../../src/modules/support/support.mail';
import {
  emailChangedMail,
  passwordChangedMail,
  verifyEmailMail,
  welcomeMail,
} from '../../src/modules/accounts/users.mail';
import { refundCompletedMail } from '../../src/modules/refunds/refunds.mail';
import { returnStepMail } from '../../src/modules/returns/returns.mail';
import { gsm7Length, isGsm7 } from '../../src/sms/gsm7';
import { renderSms, type SmsEvent } from '../../src/sms/sms-texts';

type Tree = { readonly [key: string]: string | Tree };

/** Every key of a catalog with its text ("orders.confirmation.subject" → "..."). */
function entries(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of entries(value, path)) found.set(k, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** What is wrong between two catalogs: a key in one only, an empty text, other placeholders. */
function parityProblems(a: Tree, b: Tree): string[] {
  const left = entries(a);
  const right = entries(b);
  const problems: string[] = [];
  for (const key of left.keys()) if (!right.has(key)) problems.push(`${key}: only in the first`);
  for (const [key, text] of right) {
    const other = left.get(key);
    if (other === undefined) problems.push(`${key}: only in the second`);
    else if (text.trim() === '' || other.trim() === '') problems.push(`${key}: empty`);
    else if (placeholders(text).join() !== placeholders(other).join())
      problems.push(`${key}: placeholders differ`);
  }
  return problems;
}

describe('message catalogs', () => {
  it('have the same keys and placeholders in English and Kiswahili', () => {
    expect(parityProblems(en, sw)).toEqual([]);
    expect(entries(en).size).toBeGreaterThan(100);
  });

  it('fail the parity check for a key in one language only or a lost placeholder', () => {
    const extra = { ...sw, users: { ...sw.users, goodbye: 'Kwaheri' } };
    expect(parityProblems(en, extra)).toEqual(['users.goodbye: only in the second']);
    const { signature: _dropped, ...missing } = sw;
    expect(parityProblems(en, missing)).toEqual(['signature: only in the first']);
    const lost = { ...sw, common: { ...sw.common, hello: 'Habari,' } };
    expect(parityProblems(en, lost)).toEqual(['common.hello: placeholders differ']);
  });
});

// The longest realistic values: a 30-character username, KSh 9,999,999.99, a 150-character subject.
const USERNAME = 'Wanjiku_Kamau-Otieno.2026_abcd';
const EMAIL = 'wanjiku.kamau.otieno@example.co.ke';
const NEW_EMAIL = 'w.kamau.otieno.2027@example.co.ke';
const URL = 'https://shop.example.co.ke';
const LINK = `${URL}/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789`;
const ORDER_NUMBER = 'ORD-9999999';
const PRODUCT = 'Handwoven kiondo basket with leather straps and beaded trim';
const OPTION = 'Rider to your door within Nairobi and its environs';
const ADDRESS = 'Kenyatta Avenue, Imenti House, 3rd floor, shop 12';
const NOTES = 'Call when you reach the gate behind the petrol station';
const SUBJECT = 'Zipper broke on the first day '.repeat(5).trim();
const REPLY = 'Pole sana! Tutakutumia nyingine kesho.';
const LOCATION = 'Mombasa Road sorting centre';
const CREATED = '2026-09-29T22:30:00.000Z';
const EXPECTED = '2026-10-02';
const RETURN_NOTE = 'Wrong size, the dress is too tight around the shoulders';

function order(overrides: Partial<OrderWithPaymentRow> = {}): OrderWithPaymentRow {
  return {
    id: 2_147_483_647,
    order_number: ORDER_NUMBER,
    user_id: 1,
    status: 'Pending',
    subtotal_cents: 999_999_999,
    discount_percentage: 90,
    discount_cents: 899_999_999,
    total_cents: 999_999_999,
    promotion_code: 'KARIBU2026',
    promotion_id: 1,
    shipping_address: ADDRESS,
    shipping_city: 'Nairobi',
    shipping_state: null,
    shipping_zip: null,
    payment_method: 'mpesa',
    payment_status: 'Pending',
    mpesa_phone: '254712345678',
    mpesa_receipt: 'SIMABCDEFG',
    payment_message: null,
    payment_outcome: null,
    pay_requested_at: null,
    current_location: LOCATION,
    expected_delivery_date: EXPECTED,
    idempotency_key: null,
    idempotency_fingerprint: null,
    last_notified_at: null,
    delivery_fee_cents: 10_000_000,
    delivery_option_id: 1,
    delivery_option_name: OPTION,
    delivery_kind: 'delivery',
    delivery_county: 'Nairobi',
    delivery_town: 'Nairobi',
    delivery_street: ADDRESS,
    delivery_phone: '254712345678',
    delivery_notes: NOTES,
    delivery_eta_min_days: 1,
    delivery_eta_max_days: 3,
    paid_at: null,
    vat_rate: 16,
    vat_amount_cents: 137_931_034,
    invoice_number: null,
    courier: null,
    tracking_number: null,
    received_amount_cents: null,
    received_reference: null,
    refunded_cents: 0,
    exchange_for_return_id: null,
    guest_name: null,
    guest_email: null,
    guest_phone: null,
    lookup_token_hash: null,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

const ITEMS: OrderItemRow[] = [
  {
    id: 1,
    order_id: 1,
    product_id: 1,
    product_name: PRODUCT,
    quantity: 99,
    price_cents: 10_000_000,
    variant_id: 1,
    size: 'XXL',
    colour: 'Maroon',
    sku: null,
    image_url: null,
  },
  {
    id: 2,
    order_id: 1,
    product_id: 2,
    product_name: 'Kikoi',
    quantity: 1,
    price_cents: 150_000,
    variant_id: null,
    size: null,
    colour: null,
    sku: null,
    image_url: null,
  },
];

const TICKET: TicketRow = {
  id: 2_147_483_647,
  user_id: 1,
  subject: SUBJECT,
  message: 'The zipper broke.',
  status: 'Open',
  created_at: CREATED,
  updated_at: CREATED,
  order_id: 1,
};

/** Values the shopper or the staff typed: they stay as typed in every language. */
const TYPED = [
  USERNAME,
  EMAIL,
  NEW_EMAIL,
  LINK,
  PRODUCT,
  OPTION,
  ADDRESS,
  NOTES,
  SUBJECT,
  REPLY,
  LOCATION,
  'Kikoi',
  'Maroon',
  'XXL',
  'KARIBU2026',
  RETURN_NOTE,
  'CN-2026-9999999',
];

/** Every shopper mail, in every variant a shopper can get, with the longest values. */
function everyMail(language: Language): Array<[string, MailMessage]> {
  const mails: Array<[string, MailMessage]> = [];
  for (const method of PAYMENT_METHODS) {
    for (const verified of [true, false]) {
      const placed = order({ payment_method: method });
      mails.push([
        `order confirmation (${method}, verified ${verified})`,
        orderConfirmationMail(
          EMAIL,
          language,
          USERNAME,
          placed,
          ITEMS,
          URL,
          howToPayLines(language, placed, 10_080, URL),
          verified,
        ),
      ]);
    }
  }
  mails.push([
    'order confirmation (pick-up, free, no promotion, no VAT, no phone)',
    orderConfirmationMail(
      EMAIL,
      language,
      USERNAME,
      order({
        delivery_kind: 'pickup',
        delivery_fee_cents: 0,
        promotion_code: null,
        discount_cents: 0,
        vat_rate: 0,
        mpesa_phone: null,
        delivery_notes: null,
        delivery_phone: null,
      }),
      ITEMS,
      URL,
      howToPayLines(language, order({ mpesa_phone: null }), 1, URL),
      true,
    ),
  ]);
  mails.push([
    'order confirmation (no delivery option)',
    orderConfirmationMail(
      EMAIL,
      language,
      USERNAME,
      order({ delivery_option_name: null, delivery_eta_max_days: null }),
      ITEMS,
      URL,
      [],
      true,
    ),
  ]);
  for (const status of ORDER_STATUSES) {
    for (const paid of ['Pending', 'Paid']) {
      mails.push([
        `status ${status} (${paid})`,
        orderStatusMail(
          EMAIL,
          language,
          USERNAME,
          order({ status, payment_status: paid }),
          { expectedDeliveryDate: EXPECTED, currentLocation: LOCATION },
          URL,
          true,
        ),
      ]);
    }
  }
  mails.push([
    'status without tracking',
    orderStatusMail(
      EMAIL,
      language,
      USERNAME,
      order({ status: 'Confirmed' }),
      { expectedDeliveryDate: null, currentLocation: null },
      URL,
      false,
    ),
  ]);
  for (const hours of [1, 168])
    mails.push([
      `unconfirmed cancelled (${hours} h)`,
      unconfirmedOrderCancelledMail(EMAIL, language, USERNAME, order(), hours, URL),
    ]);
  for (const receipt of ['SIMABCDEFG', null])
    mails.push([
      `payment received (${receipt})`,
      paymentReceivedMail(EMAIL, language, USERNAME, order(), 999_999_999, receipt, URL),
    ]);
  for (const code of [1, 1001, 1019, 1025, 1032, 1037, 2001, 9999, null])
    mails.push([
      `payment failed (${code})`,
      paymentFailedMail(EMAIL, language, USERNAME, order(), 999_999_999, code, 10_080, URL),
    ]);
  mails.push([
    'payment failed (no phone, 1 minute)',
    paymentFailedMail(EMAIL, language, USERNAME, order({ mpesa_phone: null }), 100, null, 1, URL),
  ]);
  for (const minutes of [1, 10_080])
    mails.push([
      `unpaid cancelled (${minutes} min)`,
      unpaidOrderCancelledMail(EMAIL, language, USERNAME, order(), minutes, URL),
    ]);
  for (const reopened of [true, false])
    mails.push([
      `late payment (reopened ${reopened})`,
      latePaymentMail(EMAIL, language, USERNAME, order(), 999_999_999, 'SIMABCDEFG', reopened, URL),
    ]);
  mails.push(['welcome', welcomeMail(EMAIL, language, USERNAME, URL)]);
  mails.push(['email changed', emailChangedMail(EMAIL, language, USERNAME, NEW_EMAIL, LINK)]);
  mails.push(['password changed', passwordChangedMail(EMAIL, language, USERNAME, LINK)]);
  mails.push(['verify email', verifyEmailMail(EMAIL, language, USERNAME, LINK)]);
  mails.push(['password reset', passwordResetMail(EMAIL, language, USERNAME, LINK)]);
  for (const verified of [true, false]) {
    for (const orderNumber of [ORDER_NUMBER, null])
      mails.push([
        `ticket opened (verified ${verified}, order ${orderNumber})`,
        ticketOpenedMail(EMAIL, language, USERNAME, TICKET, orderNumber, URL, verified),
      ]);
    mails.push([
      `ticket reply (verified ${verified})`,
      ticketReplyMail(EMAIL, language, USERNAME, TICKET, REPLY, URL, verified),
    ]);
    mails.push([
      `ticket resolved (verified ${verified})`,
      ticketResolvedMail(EMAIL, language, USERNAME, TICKET, URL, verified),
    ]);
  }
  for (const status of ['Requested', 'Approved', 'Rejected', 'Received', 'Refunded', 'Exchanged'])
    for (const note of [RETURN_NOTE, null])
      mails.push([
        `return ${status} (note ${note !== null})`,
        returnStepMail(
          EMAIL,
          language,
          USERNAME,
          {
            number: 'RET-9999999',
            order_number: ORDER_NUMBER,
            status,
            exchange_order_number: status === 'Exchanged' ? 'ORD-9999998' : null,
            refunded_cents: status === 'Refunded' ? 999_999_999 : 0,
          },
          note,
          URL,
        ),
      ]);
  for (const receipt of ['SIMABCDEFG', null])
    mails.push([
      `refund completed (${receipt})`,
      refundCompletedMail(
        EMAIL,
        language,
        USERNAME,
        ORDER_NUMBER,
        999_999_999,
        receipt,
        'CN-2026-9999999',
      ),
    ]);
  return mails;
}

/** Every text kind, in every variant, with the longest values. */
const EVERY_TEXT: SmsEvent[] = [
  ...(['mpesa', 'cash_on_delivery', 'other'] as const).map((payment): SmsEvent => ({
    kind: 'order_placed',
    orderNumber: ORDER_NUMBER,
    totalCents: 999_999_999,
    payment,
  })),
  {
    kind: 'payment_received',
    orderNumber: ORDER_NUMBER,
    amountCents: 999_999_999,
    receipt: 'SIMABCDEFG',
  },
  { kind: 'payment_received', orderNumber: ORDER_NUMBER, amountCents: 999_999_999, receipt: null },
  { kind: 'payment_failed', orderNumber: ORDER_NUMBER },
  // Wednesday is the longest day name in Kiswahili.
  { kind: 'shipped', orderNumber: ORDER_NUMBER, expectedDate: '2026-09-30' },
  { kind: 'shipped', orderNumber: ORDER_NUMBER, expectedDate: null },
  { kind: 'delivered', orderNumber: ORDER_NUMBER },
  { kind: 'unpaid_cancelled', orderNumber: ORDER_NUMBER, timeoutMinutes: 10_080 },
  { kind: 'unpaid_cancelled', orderNumber: ORDER_NUMBER, timeoutMinutes: 1 },
  { kind: 'welcome', username: USERNAME },
  { kind: 'ticket_opened', ticketId: 2_147_483_647, orderNumber: ORDER_NUMBER },
  { kind: 'ticket_opened', ticketId: 2_147_483_647, orderNumber: null },
  {
    kind: 'shipped',
    orderNumber: ORDER_NUMBER,
    expectedDate: '2026-09-30',
    courier: 'G4S',
    trackingNumber: 'G4S123456789',
  },
  ...(['Requested', 'Approved', 'Rejected', 'Received', 'Refunded', 'Exchanged'] as const).map(
    (status): SmsEvent => ({
      kind: 'return_update',
      returnNumber: 'RET-9999999',
      orderNumber: ORDER_NUMBER,
      status,
      exchangeOrderNumber: status === 'Exchanged' ? 'ORD-9999998' : null,
    }),
  ),
  {
    kind: 'refund_completed',
    orderNumber: ORDER_NUMBER,
    amountCents: 999_999_999,
    receipt: 'SIMABCDEFG',
  },
  { kind: 'refund_completed', orderNumber: ORDER_NUMBER, amountCents: 1_000, receipt: null },
];

/** Words of a text once typed values, links and numbers are taken out. */
function wordsOf(text: string): string[] {
  let rest = text.replace(/https?:\/\/\S+/g, ' ');
  for (const value of [...TYPED].sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).map((w) => w.toLowerCase());
}

/** Words that are the same in a Kenyan shop's Kiswahili: names, brands and abbreviations. */
const SAME_IN_BOTH = new Set(['mavazi', 'pesa', 'pin', 'sms', 'vat', 'ksh', 'paypal', 'ord']);
const ENGLISH = new Set(
  [...entries(en).values()].flatMap((text) =>
    wordsOf(text.replace(/\{\{\w+\}\}/g, ' ')).filter((w) => w.length > 2 && !SAME_IN_BOTH.has(w)),
  ),
);

/** Problems a reader would see: a key or placeholder left, an ISO date, a missing value. */
function leftovers(text: string): string[] {
  const found: string[] = [];
  if (/\{\{|\}\}|\$t\(/.test(text)) found.push('placeholder');
  if (
    /\b(?:common|orders|payments|users|auth|support|sms|returns|refunds)\.[a-z]+[A-Z.]/.test(text)
  )
    found.push('key');
  if (/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/.test(text)) found.push('ISO date');
  if (/\bundefined\b|\bnull\b|\bNaN\b/.test(text)) found.push('missing value');
  return found;
}

describe('every shopper mail in both languages', () => {
  const english = new Map(everyMail('en'));

  for (const language of LANGUAGES) {
    for (const [name, mail] of everyMail(language)) {
      it(`${name} in ${language} is whole`, () => {
        expect(leftovers(mail.subject), mail.subject).toEqual([]);
        expect(leftovers(mail.text), mail.text).toEqual([]);
        expect(mail.subject).not.toContain('\n');
        if (language === 'sw') {
          const leaked = [...wordsOf(`${mail.subject}\n${mail.text}`)].filter((w) =>
            ENGLISH.has(w),
          );
          expect(leaked, mail.text).toEqual([]);
          expect(mail.subject).not.toBe(english.get(name)?.subject);
        }
      });
    }
  }

  it('writes the Kiswahili order mail as a Kenyan shop does', () => {
    const placed = order({ total_cents: 245_000, order_number: 'ORD-000123' });
    const mail = orderConfirmationMail(
      EMAIL,
      'sw',
      USERNAME,
      placed,
      ITEMS,
      URL,
      howToPayLines('sw', placed, 30, URL),
      true,
    );
    expect(mail.subject).toBe('Mavazi: oda ORD-000123 imepokelewa');
    expect(mail.text).toContain('Asante kwa kununua Mavazi. Oda yako ORD-000123 imepokelewa.\n');
    expect(mail.text).toContain('\nJumla: KSh 2,450\n');
    // Placed late on Tuesday 29 September UTC: already Wednesday in Nairobi, so Thu–Sat.
    expect(mail.text).toContain('\nItafika: Alhamisi 1 – Jumamosi 3 Okt\n');
    expect(mail.text).toContain('Bonyeza "Lipa tena"');
    expect(mail.text).toContain(`${PRODUCT} (Saizi XXL, Rangi Maroon) x 99`);
  });

  it('tells how to pay again after a failed payment, in both languages', () => {
    const failed = order({ order_number: 'ORD-000123', mpesa_phone: '254712345678' });
    expect(paymentFailedMail(EMAIL, 'en', 'wanjiku', failed, 245_000, 1032, 30, URL)).toEqual({
      to: EMAIL,
      subject: 'Mavazi order ORD-000123: payment did not go through',
      text: [
        'Hello wanjiku,',
        '',
        'Your M-Pesa payment of KSh 2,450 for order ORD-000123 did not go through.',
        'The payment was cancelled on the phone.',
        '',
        'Your order is saved. To pay again:',
        `1. Open ${URL}/my-orders and tap "Pay again" on order ORD-000123.`,
        '2. Enter your M-Pesa PIN on the prompt that comes to 0712 345 678.',
        'Orders not paid within 30 minutes are cancelled.',
        '',
        `Track your order at ${URL}/order-tracking`,
      ].join('\n'),
    });
    const sw = paymentFailedMail(EMAIL, 'sw', 'wanjiku', failed, 245_000, 1, 30, URL);
    expect(sw.subject).toBe('Mavazi: malipo ya oda ORD-000123 hayakufaulu');
    expect(sw.text).toContain('Salio lako la M-Pesa halikutosha');
    expect(sw.text).toContain(`Fungua ${URL}/my-orders ubonyeze "Lipa tena" kwenye oda ORD-000123`);
  });

  it('gives the expected day in the reader’s language, and never on a Delivered or Cancelled notice', () => {
    for (const language of LANGUAGES) {
      const day = formatDay(EXPECTED, language);
      const notice = (status: string) =>
        orderStatusMail(
          EMAIL,
          language,
          USERNAME,
          order({ status }),
          { expectedDeliveryDate: EXPECTED, currentLocation: LOCATION },
          URL,
          true,
        ).text;
      expect(notice('On Transit')).toContain(day);
      expect(notice('Delivered')).not.toContain(day);
      expect(notice('Cancelled')).not.toContain(day);
    }
    expect(formatDay(EXPECTED, 'sw')).toBe('Ijumaa 2 Okt');
  });

  it('words the return and refund mails in English as before, and in Kiswahili', () => {
    const approved = {
      number: 'RET-000042',
      order_number: 'ORD-000123',
      status: 'Approved',
      exchange_order_number: null,
      refunded_cents: 0,
    };
    expect(returnStepMail(EMAIL, 'en', 'wanjiku', approved, 'Bring the receipt', URL)).toEqual({
      to: EMAIL,
      subject: 'Mavazi return RET-000042: Approved',
      text: [
        'Hello wanjiku,',
        '',
        'Return RET-000042 for order ORD-000123: Approved.',
        'Your return is approved. Please bring the items to our shop or send them back to us with the return number.',
        '',
        'Note: Bring the receipt',
        '',
        `Follow it in My Orders: ${URL}/my-orders`,
        '',
        'Mavazi',
      ].join('\n'),
    });
    const sw = returnStepMail(EMAIL, 'sw', 'wanjiku', approved, null, URL);
    expect(sw.subject).toBe('Mavazi: ombi la kurudisha RET-000042: Limekubaliwa');
    expect(sw.text).toContain(`Lifuatilie kwenye Oda Zangu: ${URL}/my-orders`);
    expect(
      refundCompletedMail(
        EMAIL,
        'en',
        'wanjiku',
        'ORD-000123',
        245_000,
        'SIMABCDEFG',
        'CN-2026-000007',
      ),
    ).toEqual({
      to: EMAIL,
      subject: 'Mavazi refund for order ORD-000123',
      text: [
        'Hello wanjiku,',
        '',
        'We have refunded KSh 2,450 for order ORD-000123.',
        'M-Pesa receipt: SIMABCDEFG',
        'Credit note: CN-2026-000007',
        '',
        'Mavazi',
      ].join('\n'),
    });
    expect(
      refundCompletedMail(EMAIL, 'sw', 'wanjiku', 'ORD-000123', 245_000, null, 'CN-2026-000007')
        .text,
    ).toContain('Tumerudisha KSh 2,450 za oda ORD-000123.\nHati ya marejesho: CN-2026-000007');
  });

  it('greets by name and does not repeat the town when it is the county', () => {
    const placed = order({
      order_number: 'ORD-000123',
      shipping_address: 'Moi Avenue, Nairobi, Nairobi County',
      delivery_street: 'Moi Avenue',
      delivery_town: 'Nairobi',
      delivery_county: 'Nairobi',
    });
    const tracking = { expectedDeliveryDate: null, currentLocation: null };
    const status = orderStatusMail(EMAIL, 'en', 'Wanjiku Kamau', placed, tracking, URL, true);
    expect(status.text.split('\n')[0]).toBe('Hello Wanjiku Kamau,');
    expect(status.text).toContain('\nDelivery address: Moi Avenue, Nairobi County\n');
    const other = order({ delivery_street: 'Mpaka Road', delivery_town: 'Westlands' });
    expect(orderStatusMail(EMAIL, 'sw', 'Wanjiku', other, tracking, URL, true).text).toContain(
      'Mpaka Road, Westlands, Nairobi County',
    );
  });

  it('keeps typed values as typed: never read as a placeholder or a key', () => {
    for (const language of LANGUAGES) {
      const mail = welcomeMail(EMAIL, language, '{{shop}} $t(signature) {{url}}', URL);
      expect(mail.text.split('\n')[0]).toContain('{{shop}} $t(signature) {{url}},');
    }
  });
});

describe('every text in both languages', () => {
  for (const language of LANGUAGES) {
    for (const event of EVERY_TEXT) {
      it(`${event.kind} in ${language} is one whole GSM-7 part`, () => {
        const text = renderSms(event, language);
        expect(isGsm7(text), text).toBe(true);
        expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
        expect(leftovers(text), text).toEqual([]);
        if (language === 'sw')
          expect(
            wordsOf(text).filter((w) => ENGLISH.has(w)),
            text,
          ).toEqual([]);
      });
    }
  }

  it('names the day as the mails do', () => {
    const shipped: SmsEvent = {
      kind: 'shipped',
      orderNumber: ORDER_NUMBER,
      expectedDate: '2026-11-28',
    };
    expect(renderSms(shipped, 'en')).toContain('Expected Sat 28 Nov.');
    expect(renderSms(shipped, 'sw')).toContain('Itafika Jumamosi 28 Nov.');
  });
});
