import type { Loader } from 'esbuild';

/**
 * The files site code and site CSS may import or `url()`: images, fonts and video, each copied
 * into `assets/media/` under a hashed name. One list for the component bundle and the stylesheet,
 * so what one accepts the other does too.
 */
const MEDIA = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.woff2', '.woff', '.ttf', '.otf', '.mp4', '.webm'];

export const MEDIA_LOADERS: Record<string, Loader> = Object.fromEntries(MEDIA.map((ext) => [ext, 'file' as const]));
