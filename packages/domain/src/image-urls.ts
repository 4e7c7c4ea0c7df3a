// Where the image service serves a stored image, without zod: the web app's first screen (the home
// slider's covers) reads it.

/** The image service's path, which a podcast's generated `image_url` column also writes (migration 0028). */
export const IMAGE_SERVICE_PATH = '/api/v1/public/images/';

/**
 * An image service address at the width a card needs (one of IMAGE_WIDTHS): the served URL as the
 * API gives it, without a width, gets `?w=`; any other address is left as it is.
 */
export function sizedImageUrl(url: string, width: 160 | 320 | 640 | 960 | 1440): string {
  return url.startsWith(IMAGE_SERVICE_PATH) && !url.includes('?') ? `${url}?w=${width}` : url;
}
