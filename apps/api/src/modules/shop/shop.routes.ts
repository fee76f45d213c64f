import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_NAME } from '@mavazi/shared/constants';
import { displayPhone, shopInfoSchema, type ShopInfo } from '@mavazi/shared/shop.schemas';
import type { Config } from '../../config';

export function shopInfo(
  config: Pick<
    Config,
    'shopPhone' | 'shopContact' | 'mpesa' | 'paymentMethods' | 'returnWindowDays'
  >,
): ShopInfo {
  return {
    payment_methods: config.paymentMethods,
    return_window_days: config.returnWindowDays,
    name: SHOP_NAME,
    phone: config.shopPhone,
    phone_display: displayPhone(config.shopPhone),
    whatsapp_url: `https://wa.me/${config.shopPhone}`,
    ...config.shopContact,
    mpesa_paybill: config.mpesa.shortcode,
  };
}

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = shopInfo(app.config);
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary:
          "The shop's contact details (SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS, SHOP_HOURS) and the payment methods checkout offers (PAYMENT_METHODS) and the return window (RETURN_WINDOW_DAYS)",
        response: { 200: shopInfoSchema },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart; an hour in caches is plenty.
      reply.header('Cache-Control', 'public, max-age=3600');
      return info;
    },
  );
};
