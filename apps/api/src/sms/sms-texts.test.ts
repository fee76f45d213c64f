import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mavazi/shared/notify';
import { RETURN_STATUSES } from '@mavazi/shared/returns';
import { gsm7Length, isGsm7, smsParts } from './gsm7';
import { renderSms, type SmsEvent } from './sms-texts';

/** The longest values a real text carries: a 30-character username, KSh 9,999,999.99, ORD-9999999. */
const ORDER = 'ORD-9999999';
const LONGEST: SmsEvent[] = [
  { kind: 'order_placed', orderNumber: ORDER, totalCents: 999_999_999, payment: 'mpesa' },
  {
    kind: 'order_placed',
    orderNumber: ORDER,
    totalCents: 999_999_999,
    payment: 'cash_on_delivery',
  },
  { kind: 'order_placed', orderNumber: ORDER, totalCents: 999_999_999, payment: 'other' },
  // A guest's text with a link too long to fit: it points to the mailed link instead.
  ...(['mpesa', 'cash_on_delivery', 'other'] as const).map((payment): SmsEvent => ({
    kind: 'order_placed',
    orderNumber: ORDER,
    totalCents: 999_999_999,
    payment,
    link: `https://shop.example.co.ke/o/${ORDER}/${'x'.repeat(43)}`,
  })),
  {
    kind: 'payment_received',
    orderNumber: ORDER,
    amountCents: 999_999_999,
    receipt: 'SIMABCDEFG',
  },
  { kind: 'payment_failed', orderNumber: ORDER },
  // Wednesday and September are the longest day and month names in Kiswahili.
  { kind: 'shipped', orderNumber: ORDER, expectedDate: '2026-09-30' },
  {
    kind: 'shipped',
    orderNumber: ORDER,
    expectedDate: '2026-09-30',
    courier: 'C'.repeat(60),
    trackingNumber: 'T'.repeat(40),
  },
  { kind: 'delivered', orderNumber: ORDER },
  { kind: 'unpaid_cancelled', orderNumber: ORDER, timeoutMinutes: 10_080 },
  { kind: 'welcome', username: 'a'.repeat(30) },
  { kind: 'ticket_opened', ticketId: 2_147_483_647, orderNumber: ORDER },
  ...RETURN_STATUSES.map((status): SmsEvent => ({
    kind: 'return_update',
    returnNumber: 'RET-9999999',
    orderNumber: ORDER,
    status,
    exchangeOrderNumber: ORDER,
  })),
  { kind: 'refund_completed', orderNumber: ORDER, amountCents: 999_999_999, receipt: 'SIMABCDEFG' },
  { kind: 'cart_reminder', units: 4950 },
];

describe('SMS texts', () => {
  for (const language of LANGUAGES) {
    for (const event of LONGEST) {
      it(`${event.kind} in ${language} is one GSM-7 part with the longest values`, () => {
        const text = renderSms(event, language);
        expect(isGsm7(text), text).toBe(true);
        expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
        expect(smsParts(text)).toBe(1);
        if ('orderNumber' in event && event.orderNumber) expect(text).toContain(ORDER);
      });
    }
  }

  it('says the order, total and how to pay in everyday Kiswahili', () => {
    expect(
      renderSms(
        { kind: 'order_placed', orderNumber: 'ORD-000042', totalCents: 245_000, payment: 'mpesa' },
        'sw',
      ),
    ).toMatch(/^Mavazi: Asante! Oda ORD-000042 imepokelewa\. Jumla KSh 2,450\. Weka PIN/);
  });

  it("gives a guest the order's short link, which fits with everyday values in both languages", () => {
    const link = `https://mavazi.co.ke/o/ORD-000042/${'A'.repeat(43)}`;
    for (const language of LANGUAGES)
      for (const payment of ['mpesa', 'cash_on_delivery', 'other'] as const) {
        const text = renderSms(
          { kind: 'order_placed', orderNumber: 'ORD-000042', totalCents: 1_234_500, payment, link },
          language,
        );
        expect(text, text).toContain(link);
        expect(text).toContain('ORD-000042');
        expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
      }
  });

  it('names the courier and tracking number when they fit, else points to the site', () => {
    const short = renderSms(
      {
        kind: 'shipped',
        orderNumber: 'ORD-000042',
        expectedDate: '2026-11-28',
        courier: 'G4S',
        trackingNumber: 'G4S-88812',
      },
      'en',
    );
    expect(short).toContain('G4S, tracking number G4S-88812.');
    const long = renderSms(
      {
        kind: 'shipped',
        orderNumber: 'ORD-000042',
        expectedDate: '2026-11-28',
        courier: 'Rider Wanjiku of the Westlands boda boda stage (blue helmet)',
        trackingNumber: 'T'.repeat(40),
      },
      'sw',
    );
    expect(long).not.toContain('T'.repeat(40));
    expect(long).toContain('Ifuatilie kwa namba ya oda');
  });

  it('writes the expected day as every mail does', () => {
    const en = renderSms(
      { kind: 'shipped', orderNumber: 'ORD-000042', expectedDate: '2026-11-28' },
      'en',
    );
    expect(en).toContain('Expected Sat 28 Nov.');
  });

  it('counts parts as the network does', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('€'.repeat(81))).toBe(2);
    expect(isGsm7('Oda – imefika')).toBe(false);
  });
});
