import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { settleRefund } from '../../flows/settle-refund';
import { notFound } from '../../lib/http-error';
import { findRefundByConversation, updateRefundIfPending } from './refunds.repository';
import { b2cOutcomeOf, b2cResultSchema } from './refunds.service';

/** A Daraja result is a few kilobytes at most. */
const RESULT_BODY_LIMIT = 16 * 1024;
const digest = (value: string) => createHash('sha256').update(value).digest();
const paramsSchema = z.object({ token: z.string().max(200) });
const ackSchema = z.object({ ResultCode: z.number(), ResultDesc: z.string() });

export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const expectedToken = digest(app.deps.payments.b2cToken);

  /** A wrong token answers exactly like a route that does not exist (compared in constant time). */
  async function checkToken(request: FastifyRequest): Promise<void> {
    const { token } = request.params as { token?: string };
    if (!timingSafeEqual(digest(token ?? ''), expectedToken)) {
      const path = request.url.split('?')[0] ?? '';
      throw notFound('ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
    }
  }

  app.post(
    '/payments/mpesa/b2c-result/:token',
    {
      onRequest: checkToken,
      bodyLimit: RESULT_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "Daraja's B2C result of a refund (settled once, however often it arrives)",
        params: paramsSchema,
        body: b2cResultSchema,
        response: { 200: ackSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const outcome = b2cOutcomeOf(request.body);
      const settled = await settleRefund(
        app.deps,
        (trx) =>
          findRefundByConversation(trx, outcome.originatorConversationId, outcome.conversationId),
        {
          status: outcome.resultCode === 0 ? 'Completed' : 'Failed',
          receipt: outcome.receipt,
          resultCode: outcome.resultCode,
          resultDesc: outcome.resultDesc,
        },
        null,
      );
      if (!settled)
        request.log.warn(
          { originatorConversationId: outcome.originatorConversationId },
          'B2C result for no pending refund (a repeat, or unknown)',
        );
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );

  app.post(
    '/payments/mpesa/b2c-timeout/:token',
    {
      onRequest: checkToken,
      bodyLimit: RESULT_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          "Daraja's B2C queue time-out: the outcome is unknown, so the refund stays Pending for staff follow-up",
        params: paramsSchema,
        body: b2cResultSchema,
        response: { 200: ackSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const outcome = b2cOutcomeOf(request.body);
      const refund = await findRefundByConversation(
        app.deps.db,
        outcome.originatorConversationId,
        outcome.conversationId,
      );
      if (refund)
        await updateRefundIfPending(app.deps.db, refund.id, {
          result_desc: `M-Pesa queue time-out (${outcome.resultDesc || 'no result'}): check the M-Pesa portal before settling`,
          updated_at: new Date().toISOString(),
        });
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};
