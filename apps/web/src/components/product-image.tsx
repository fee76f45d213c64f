import { useState, type ComponentProps } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/** A lazily loaded image with fixed dimensions (no layout shift) that falls back to the placeholder once. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  ...props
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      src={shown}
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
