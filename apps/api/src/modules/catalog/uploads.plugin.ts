import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensurePrivateDir } from '../../lib/private-files';
import { PRODUCT_IMAGES_PATH } from './image-store';
import { SERVED_CACHE_CONTROL } from './s3-photo-storage';
import { LocalPhotoStorage } from './photo-storage';

/**
 * Serves product photos from UPLOADS_DIR/products. A file's name changes whenever its content does,
 * so browsers and CDNs may keep every file for a year without asking again. Originals are never served.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const root = ensurePrivateDir(new LocalPhotoStorage(app.config.uploadsDir).dir('products'));
  await app.register(fastifyStatic, {
    root,
    prefix: `${PRODUCT_IMAGES_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('Cache-Control', SERVED_CACHE_CONTROL);
    },
  });
});
