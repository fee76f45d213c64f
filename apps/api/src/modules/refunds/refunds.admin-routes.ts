import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@mavazi/shared/common.schemas';
import {
  adminRefundQuerySchema,
  adminRefundSettleSchema,
  refundCreateBodySchema,
  refundListSchema,
  refundSchema,
} from '@mavazi/shared/returns.schemas';
import { listOrderRefunds, listRefundsForAdmin } from '../../flows/list-refunds';
import { refundOrder } from '../../flows/refund-order';
import { renderCreditNote } from '../../flows/render-credit-note';
import { settleRefund } from '../../flows/settle-refund';
import { conflict, notFound } from '../../lib/http-error';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { findRefundById } from './refunds.repository';
import { REFUND_NOT_FOUND_TEXT } from './refunds.service';

export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'refunds'], security: [{ bearerAuth: [] }] };
  const errors = {
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  };

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary:
          'Refund (part of) what an order paid, by M-Pesa B2C or by hand; never more than was paid (201; 200 when the Idempotency-Key or the return matches an earlier refund)',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundCreateBodySchema,
        response: { 200: refundSchema, 201: refundSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { refund, created } = await refundOrder(
        app.deps,
        auditActor(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(refund);
    },
  );

  app.get(
    '/admin/orders/:id/refunds',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary: "An order's refunds, newest first",
        params: idParamsSchema,
        response: { 200: refundListSchema, ...errors },
      },
    },
    async (request) => listOrderRefunds(app.deps, request.params.id),
  );

  app.get(
    '/admin/refunds',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary:
          'Refunds, newest first; stale=true lists M-Pesa refunds still Pending without a result (the follow-up list; paged, X-Total-Count)',
        querystring: adminRefundQuerySchema,
        response: { 200: refundListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listRefundsForAdmin(app.deps, request.query)),
  );

  app.patch(
    '/admin/refunds/:id',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary:
          'Settle a Pending M-Pesa refund whose result never came, after checking the M-Pesa portal (409 once settled)',
        params: idParamsSchema,
        body: adminRefundSettleSchema,
        response: { 200: refundSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, mpesa_receipt: receipt, note } = request.body;
      const existing = await findRefundById(app.deps.db, id);
      if (!existing) throw notFound('REFUND_NOT_FOUND', REFUND_NOT_FOUND_TEXT);
      const settled = await settleRefund(
        app.deps,
        (trx) => findRefundById(trx, id),
        {
          status,
          receipt: status === 'Completed' ? (receipt ?? null) : null,
          resultCode: null,
          resultDesc: note ?? `Settled by staff: ${status}`,
        },
        auditActor(request),
      );
      if (!settled)
        throw conflict(
          'STATUS_CHANGE_NOT_ALLOWED',
          `This refund is already ${existing.status === 'Pending' ? 'settled' : existing.status}`,
        );
      const [refund] = (await listOrderRefunds(app.deps, settled.order_id)).filter(
        (r) => r.id === id,
      );
      if (!refund) throw notFound('REFUND_NOT_FOUND', REFUND_NOT_FOUND_TEXT);
      return refund;
    },
  );

  app.get(
    '/admin/refunds/:id/credit-note',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary:
          "A completed refund's credit note (CN-2026-000001) as printable HTML (409 before it completes)",
        params: idParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const html = await renderCreditNote(app.deps.db, request.params.id, app.config);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(html);
    },
  );
};
