import { useState, type ComponentProps } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * A lazily loaded image with fixed dimensions (no layout shift) that falls back to the placeholder
 * once; with `srcSet` and `sizes` the browser picks the smallest copy that is sharp enough.
 */
export function ProductImage({
  src,
  srcSet,
  alt,
  width,
  height,
  loading = 'lazy',
  ...props
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const failed = failedSrc === wanted;
  const shown = failed ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      src={shown}
      srcSet={failed ? undefined : srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      {...props}
    />
  );
}
