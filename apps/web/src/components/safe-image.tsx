import { useRef, useState, type ImgHTMLAttributes } from 'react';
import { useIsNear } from '@/lib/use-is-near';

/** SPEC §8: a failed image load falls back to a blank pixel. */
export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when src is missing or fails; a blank pixel unless told otherwise. */
  fallbackSrc?: string;
  /** Defaults to true. Images on the first screen should pass false. */
  lazy?: boolean;
}

/**
 * An image that never shows the browser's broken-image icon.
 *
 * Why IntersectionObserver rather than `loading="lazy"`: the specification fixes the distance at
 * 40 px, and Chromium's native lazy loading starts 1250–2500 px away, which would download most
 * of a long list up front. The observer gives exactly 40 px; where it does not exist (old browsers,
 * jsdom) the image simply loads at once.
 */
export function SafeImage({ src, alt, fallbackSrc = BLANK_PIXEL, lazy = true, onError, ...rest }: SafeImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const isNear = useIsNear(ref, lazy);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const wanted = src ? src : fallbackSrc;
  const shown = failedSrc === wanted ? fallbackSrc : wanted;
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={isNear ? shown : BLANK_PIXEL}
      decoding="async"
      onError={(event) => {
        if (shown !== fallbackSrc) setFailedSrc(wanted);
        onError?.(event);
      }}
    />
  );
}
