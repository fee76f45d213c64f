import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensurePrivateDir } from '../lib/private-files';
import { PRODUCT_IMAGES_PATH, productImagesDir } from '../modules/catalog/image-store';

/**
 * Serves product photos from UPLOADS_DIR/products. A file's name changes whenever its content does,
 * so browsers and CDNs may keep every file for a year without asking again. Originals are never served.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const root = ensurePrivateDir(productImagesDir(app.config.uploadsDir));
  await app.register(fastifyStatic, {
    root,
    prefix: `${PRODUCT_IMAGES_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
});
