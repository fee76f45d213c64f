import { createHash, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { smsDeliveryReportSchema } from '@mavazi/shared/sms.schemas';
import { notFound } from '../../lib/http-error';
import { recordDeliveryReport } from './sms.service';

/** A delivery report is a few hundred bytes; anything much larger is not one. */
const REPORT_BODY_LIMIT = 16 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Africa's Talking posts delivery reports form-encoded (this plugin's routes only).
  await app.register(formbody, { bodyLimit: REPORT_BODY_LIMIT });
  const expectedToken = digest(app.config.sms.deliveryReportToken);

  /** A wrong token answers exactly like a route that does not exist (compared in constant time). */
  async function checkReportToken(request: FastifyRequest): Promise<void> {
    const { token } = request.params as { token?: string };
    if (!timingSafeEqual(digest(token ?? ''), expectedToken)) {
      throw notFound(
        'ROUTE_NOT_FOUND',
        `Route ${request.method} /api/sms/delivery-report not found`,
      );
    }
  }

  app.post(
    '/sms/delivery-report/:token',
    {
      onRequest: checkReportToken,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['sms'],
        summary:
          "Africa's Talking's SMS delivery report, form-encoded (the token is SMS_DELIVERY_REPORT_TOKEN)",
        params: z.object({ token: z.string().max(200) }),
        body: smsDeliveryReportSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await recordDeliveryReport(app.deps, request.body);
      return { message: 'Received' };
    },
  );
};
