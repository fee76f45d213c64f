import { z } from 'zod';
import { SIZES, type Size } from './size-scales';

export * from './size-scales';

export const sizeSchema = z.enum(
  SIZES as [Size, ...Size[]],
  'Size must be one of the shop sizes (XS–XXL, 2-3Y–11-12Y, 36–46 or One size)',
);
