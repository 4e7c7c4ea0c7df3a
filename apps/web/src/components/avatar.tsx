import { SafeImage } from './safe-image';

/** A neutral silhouette on the accent's palest tint: the avatar of someone who has not set one. */
export const AVATAR_FALLBACK =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#e0e3fb"/><circle cx="20" cy="16" r="7" fill="#7c83db"/><path d="M6 38c2-8 8-12 14-12s12 4 14 12z" fill="#7c83db"/></svg>',
  );

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a name is shown beside it (the image is then decoration). */
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-16' } as const;
const PIXELS = { sm: 32, md: 40, lg: 64 } as const;

/** SPEC §2: the user's avatar, or a fallback image when it is missing or fails to load. */
export function Avatar({ src, alt = '', size = 'sm', className = '' }: AvatarProps) {
  return (
    <SafeImage
      src={src}
      alt={alt}
      fallbackSrc={AVATAR_FALLBACK}
      lazy={false}
      width={PIXELS[size]}
      height={PIXELS[size]}
      className={`${SIZES[size]} shrink-0 rounded-pill bg-accent-100 object-cover ${className}`}
    />
  );
}
