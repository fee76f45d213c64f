import { z } from 'zod';
import { maskPhone } from '@mavazi/shared/kenya';
import { fromCents } from '@mavazi/shared/money';
import { refundStatusSchema, type Refund } from '@mavazi/shared/returns.schemas';
import { REFUND_METHODS, REFUND_STALE_MINUTES } from '@mavazi/shared/returns';
import type { RefundRow } from '../../db/schema';

export const REFUND_NOT_FOUND_TEXT = 'Refund not found';

/** CN-2026-000001. */
export function formatCreditNoteNumber(year: number, n: number): string {
  return `CN-${year}-${String(n).padStart(6, '0')}`;
}

/** When a Pending M-Pesa refund created before this instant joins the follow-up list. */
export function staleBefore(now: Date = new Date()): string {
  return new Date(now.getTime() - REFUND_STALE_MINUTES * 60_000).toISOString();
}

export function toRefundDto(row: RefundRow, orderNumber: string, now = new Date()): Refund {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber,
    return_id: row.return_id,
    amount: fromCents(row.amount_cents),
    method: z.enum(REFUND_METHODS).parse(row.method),
    status: refundStatusSchema.parse(row.status),
    reason: row.reason,
    mpesa_receipt: row.mpesa_receipt,
    phone: row.phone ? maskPhone(row.phone) : null,
    result_desc: row.result_desc,
    credit_note_number: row.credit_note_number,
    stale: row.status === 'Pending' && row.method === 'mpesa' && row.created_at < staleBefore(now),
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

const darajaValue = z.union([z.string(), z.number()]).nullish();

/** Daraja's B2C result (and queue time-out) body: only what the shop reads is checked. */
export const b2cResultSchema = z.looseObject({
  Result: z.looseObject({
    ResultType: darajaValue,
    ResultCode: z.union([z.number().int(), z.string().regex(/^-?\d{1,10}$/)]),
    ResultDesc: z.string().max(1000).nullish(),
    OriginatorConversationID: z.string().max(200).nullish(),
    ConversationID: z.string().max(200).nullish(),
    TransactionID: z.string().max(100).nullish(),
    ResultParameters: z
      .looseObject({
        ResultParameter: z
          .union([
            z.array(z.looseObject({ Key: z.string(), Value: darajaValue })),
            z.looseObject({ Key: z.string(), Value: darajaValue }),
          ])
          .nullish(),
      })
      .nullish(),
  }),
});
export type B2cResult = z.infer<typeof b2cResultSchema>;

/** What a B2C result says, in the shop's words. */
export interface B2cOutcome {
  originatorConversationId: string;
  conversationId: string;
  resultCode: number;
  resultDesc: string;
  /** The M-Pesa receipt of a paid refund (TransactionReceipt, else TransactionID). */
  receipt: string | null;
}

export function b2cOutcomeOf(body: B2cResult): B2cOutcome {
  const r = body.Result;
  const parameters = r.ResultParameters?.ResultParameter;
  const list = Array.isArray(parameters) ? parameters : parameters ? [parameters] : [];
  const receiptParam = list.find((p) => p.Key === 'TransactionReceipt')?.Value;
  const resultCode = Number(r.ResultCode);
  const receipt =
    resultCode === 0 ? String(receiptParam ?? r.TransactionID ?? '').trim() || null : null;
  return {
    originatorConversationId: r.OriginatorConversationID ?? '',
    conversationId: r.ConversationID ?? '',
    resultCode,
    resultDesc: r.ResultDesc ?? '',
    receipt,
  };
}
