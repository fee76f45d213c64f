import { createHash } from 'node:crypto';
import { LIMITS } from '@mavazi/shared/constants';
import type SharpModule from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { badRequest } from '../../lib/http-error';

/**
 * The widths stored as WebP and AVIF; an image narrower than one of them also gets a copy at its own width.
 * 480 and 960 are a phone's: a card in the 2-column grid (about 200 px at 1.75-2.4 dpr) and the
 * full-width gallery (about 412 px at 1.75-2.3 dpr), which would otherwise take the desktop's 640 and 1280.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'svg';
const UPLOAD_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

export interface ImageCopy {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Content hash of the original: the stem of every stored file, so new content gets new names. */
  key: string;
  format: ImageFormat;
  original: Buffer;
  /** WebP copies, narrowest first, without any metadata (no EXIF, no GPS). */
  copies: ImageCopy[];
  /** AVIF copies at the same widths (smaller still; browsers without AVIF take the WebP ones); none for SVG. */
  avif: ImageCopy[];
  /** A data: URI of a tiny blurred WebP, shown while the photo loads. */
  placeholder: string;
}

/** The placeholder's width: a few hundred bytes, scaled up and blurred by the browser. */
export const PLACEHOLDER_WIDTH = 20;

let loaded: Promise<{ default: typeof SharpModule }> | undefined;

/**
 * sharp (and libvips, tens of MB resident) is loaded with the first photo, not at start: a shop
 * process that only serves shoppers never needs it.
 */
async function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => {
    // A small machine: one image at a time per call, and no decoded-image cache held between uploads.
    module.default.cache(false);
    return module;
  });
  return (await loaded).default(input, options);
}

/** A product photo is never this long on a side, nor this much taller than wide (or wider than tall). */
export const IMAGE_SIDE_MAX = 8000;
export const IMAGE_ASPECT_MAX = 4;

export const UNSUPPORTED_IMAGE_TEXT = 'Upload a JPEG, PNG or WebP photo';
export const IMAGE_SHAPE_TEXT = `Photos can be at most ${IMAGE_SIDE_MAX} pixels on a side and at most ${IMAGE_ASPECT_MAX} times as long as they are wide`;
export const IMAGE_PIXELS_TEXT = `Photos can have at most ${LIMITS.imagePixelsMax / 1_000_000} megapixels`;

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** The widths to store for an image `width` pixels wide: never wider than the image itself. */
export function copyWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  if (width < widest && !widths.includes(width)) widths.push(width);
  return widths;
}

/**
 * Checks an upload by its content (not its name), then stores it as WebP at a few widths. The
 * header is read first: anything but JPEG, PNG or WebP, or over the pixel limit, is refused before a
 * single pixel is decoded; `limitInputPixels` guards the decoder as well. `trusted` admits SVG,
 * for the shop's own demo artwork only (SVG can carry scripts and external references).
 */
export async function processImage(
  original: Buffer,
  { trusted = false }: { trusted?: boolean } = {},
): Promise<ProcessedImage> {
  const limitInputPixels = LIMITS.imagePixelsMax;
  let metadata: Metadata;
  try {
    metadata = await (await sharp(original, { limitInputPixels })).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw badRequest('IMAGE_TOO_LARGE', IMAGE_PIXELS_TEXT);
    throw badRequest('UNSUPPORTED_IMAGE', UNSUPPORTED_IMAGE_TEXT);
  }
  const format = metadata.format as ImageFormat;
  const allowed = trusted ? [...UPLOAD_FORMATS, 'svg'] : UPLOAD_FORMATS;
  if (!allowed.includes(format) || !metadata.width || !metadata.height) {
    throw badRequest('UNSUPPORTED_IMAGE', UNSUPPORTED_IMAGE_TEXT);
  }
  if (metadata.width * metadata.height > limitInputPixels) {
    throw badRequest('IMAGE_TOO_LARGE', IMAGE_PIXELS_TEXT);
  }
  // A 1280 x 31000 strip is under the pixel limit yet takes seconds to decode: refused by its header.
  const longSide = Math.max(metadata.width, metadata.height);
  const shortSide = Math.min(metadata.width, metadata.height);
  if (longSide > IMAGE_SIDE_MAX || longSide > shortSide * IMAGE_ASPECT_MAX) {
    throw badRequest('IMAGE_TOO_LARGE', IMAGE_SHAPE_TEXT);
  }

  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const widths = copyWidths(uprightWidth);
  const copies: ImageCopy[] = [];
  const avif: ImageCopy[] = [];
  let placeholder = '';
  try {
    // Decoded once, upright, at the widest copy's size; the narrower copies come from that.
    const widest = await (
      await sharp(original, { limitInputPixels, failOn: 'error', sequentialRead: true })
    )
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = widest.info;
    const decoded = await sharp(widest.data, { raw: { width, height, channels } });
    for (const w of widths) {
      const { data, info } = await decoded
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      copies.push({ width: info.width, height: info.height, data });
      // The shop's own SVG artwork is flat colour, already tiny as WebP: no AVIF (it costs seconds).
      if (format === 'svg') continue;
      // Effort 1: a fraction of the default's CPU on a 2-core machine for a few per cent more bytes.
      const small = await decoded
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .avif({ quality: 50, effort: 1 })
        .toBuffer({ resolveWithObject: true });
      avif.push({ width: small.info.width, height: small.info.height, data: small.data });
    }
    const tiny = await decoded
      .clone()
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(1)
      .webp({ quality: 40 })
      .toBuffer();
    placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
  } catch (error) {
    if (isPixelLimitError(error)) throw badRequest('IMAGE_TOO_LARGE', IMAGE_PIXELS_TEXT);
    throw badRequest('UNSUPPORTED_IMAGE', 'This photo could not be read; it may be damaged');
  }
  const key = createHash('sha256').update(original).digest('hex').slice(0, 24);
  return { key, format, original, copies, avif, placeholder };
}
