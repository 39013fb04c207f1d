import type { Element } from 'hast';
import { imageSizeFromFile } from 'image-size/fromFile';
import path from 'node:path';

/**
 * Gives each image of the site's own files its width and height, read from the file's header, so
 * the browser keeps its room before it loads (an image without them pushes the text below it down:
 * a layout shift). Sizes an author wrote are kept; a file that cannot be read is left as it is.
 * `files` maps each image element to its file (absolute, inside the site folder).
 */
export async function addImageDimensions(files: ReadonlyMap<Element, string>): Promise<void> {
  await Promise.all(
    [...files].map(async ([node, file]) => {
      if (node.properties.width !== undefined || node.properties.height !== undefined) return;
      try {
        const size = await imageSizeFromFile(file);
        // An image's EXIF orientation 5 to 8 turns it a quarter: the browser draws it with its sides swapped.
        const turned = (size.orientation ?? 1) >= 5;
        const [width, height] = turned ? [size.height, size.width] : [size.width, size.height];
        if (width && height) Object.assign(node.properties, { width, height });
      } catch {
        // Not an image it can read (or gone): drawn without a reserved size.
      }
    }),
  );
}

/**
 * The file an in-site image URL path names (`/_files/x` is `x` in the site folder, any other path
 * is under static/), or undefined when that would be outside the site folder: content never reads
 * outside it (`pathname:///../x` is taken as written by the link resolver).
 */
export function imageFile(siteDir: string, assetPath: string): string | undefined {
  const root = path.resolve(siteDir);
  const file = assetPath.startsWith('/_files/')
    ? path.join(root, assetPath.slice('/_files/'.length))
    : path.join(root, 'static', assetPath);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}
