import type { Refund, Return } from '@mavazi/shared/returns.schemas';

/** A return of one Kitenge Dress in M, asked to be exchanged for L (override what a test needs). */
export function aReturn(overrides: Partial<Return> = {}): Return {
  const at = '2026-11-20T09:00:00.000Z';
  return {
    id: 5,
    number: 'RET-000005',
    order_id: 42,
    order_number: 'ORD-000042',
    status: 'Requested',
    lines: [
      {
        id: 1,
        order_item_id: 11,
        product_id: 3,
        product_name: 'Kitenge Dress',
        variant_id: 31,
        size: 'M',
        colour: null,
        quantity: 1,
        unit_price: 2400,
        reason: 'wrong_size',
        exchange_variant_id: 32,
        exchange_size: 'L',
        exchange_colour: null,
      },
    ],
    refund_amount: 2400,
    refunded_amount: 0,
    exchange_order_id: null,
    exchange_order_number: null,
    restocked: false,
    note: 'Too tight',
    created_at: at,
    updated_at: at,
    history: [{ status: 'Requested', note: 'Too tight', changed_at: at, changed_by: null }],
    ...overrides,
  };
}

export function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 9,
    order_id: 42,
    order_number: 'ORD-000042',
    return_id: 5,
    amount: 2400,
    method: 'mpesa',
    status: 'Completed',
    reason: 'Return RET-000005',
    mpesa_receipt: 'SIMB2C0001',
    phone: '2547****678',
    result_desc: null,
    credit_note_number: 'CN-2026-000001',
    stale: false,
    created_at: '2026-11-21T09:00:00.000Z',
    completed_at: '2026-11-21T09:00:05.000Z',
    ...overrides,
  };
}
