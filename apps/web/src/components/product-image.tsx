import { useState, type ComponentProps, type CSSProperties } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The same widths as AVIF; browsers that can decode it take these, the others the `srcSet`. */
  avifSrcSet?: string | null;
  /** A tiny blurred copy (data: URI) shown behind the photo until it has loaded. */
  blurPlaceholder?: string | null;
};

/**
 * A lazily loaded image with fixed dimensions (no layout shift) that falls back to the placeholder
 * once; with `srcSet` and `sizes` the browser picks the smallest copy that is sharp enough, AVIF
 * first when given (`<picture>`), over a blurred placeholder while it loads.
 */
export function ProductImage({
  src,
  srcSet,
  avifSrcSet,
  blurPlaceholder,
  sizes,
  alt,
  width,
  height,
  loading = 'lazy',
  style,
  onLoad,
  ...props
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const failed = failedSrc === wanted;
  const shown = failed ? PLACEHOLDER_IMAGE : wanted;
  const blurred: CSSProperties | undefined =
    blurPlaceholder && !failed && loadedSrc !== wanted
      ? {
          backgroundImage: `url("${blurPlaceholder}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : undefined;
  const img = (
    <img
      src={shown}
      srcSet={failed ? undefined : srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      style={blurred || style ? { ...blurred, ...style } : undefined}
      onLoad={(event) => {
        setLoadedSrc(wanted);
        onLoad?.(event);
      }}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      {...props}
    />
  );
  if (!avifSrcSet || failed) return img;
  return (
    // `contents`: the <img> keeps its place in the layout, as without the wrapper.
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
