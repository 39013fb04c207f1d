import type { Element, Root } from 'hast';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';
import { srcsetCandidates } from '../../model/url-policy.ts';
import { withBase } from '../../model/url.ts';
import type { MarkdownContext } from './context.ts';
import { addImageDimensions, imageFile } from './image-dimensions.ts';

/**
 * Rewrites every link and image source (each candidate of a `srcset` too) to its final URL under
 * the base path, and records where each one was written so the check stage can cite
 * file:line:column.
 */
export function rehypeLinks(ctx: MarkdownContext) {
  return async (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    if (!facts) return;
    const images = new Map<Element, string>();
    const siteDir = facts.source.absPath.slice(0, facts.source.absPath.length - facts.source.relPath.length);
    const resolve = (url: string, node: Element) => {
      const target = ctx.resolveLink(url, facts.source.relPath);
      const start = node.position?.start ?? { line: 0, column: 0 };
      facts.links.push({ url, target, line: start.line, column: start.column });
      let final = url;
      if (target.kind === 'route') {
        if (!url.startsWith('#'))
          final = withBase(ctx.baseUrl, target.hash ? `${target.path}#${target.hash}` : target.path, ctx.trailingSlash);
      } else if (target.kind === 'asset') {
        final = withBase(ctx.baseUrl, target.path);
        if (target.exists && target.path.startsWith('/_files/')) facts.assets.push(target.path);
      }
      return { target, final };
    };
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'pre') return false;
      if ((node.tagName === 'img' || node.tagName === 'source') && typeof node.properties.srcSet === 'string')
        node.properties.srcSet = srcsetCandidates(node.properties.srcSet)
          .map(({ url, descriptor }) => `${resolve(url, node).final}${descriptor ? ` ${descriptor}` : ''}`)
          .join(', ');
      const attr = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      if (!attr) {
        // Docusaurus's `pathname://` (a file of the site, outside the router) on a video, a source
        // or a poster: the site path, or the browser would ask for a `pathname:` URL that leads nowhere.
        for (const key of ['src', 'poster', 'href'] as const) {
          const value = node.properties[key];
          if (typeof value === 'string' && /^pathname:/i.test(value.trim())) node.properties[key] = resolve(value.trim(), node).final;
        }
        return;
      }
      const url = node.properties[attr];
      if (typeof url !== 'string' || url === '') return;
      if (node.tagName === 'a' && (node.properties.className as string[] | undefined)?.includes('hash-link')) return;
      const { target, final } = resolve(url, node);
      node.properties[attr] = final;
      if (target.kind === 'external' && node.tagName === 'a' && /^https?:/.test(url)) node.properties.rel = ['noopener', 'noreferrer'];
      if (node.tagName === 'img') {
        node.properties.loading ??= 'lazy';
        node.properties.decoding ??= 'async';
        const image = target.kind === 'asset' && target.exists ? imageFile(siteDir, target.path) : undefined;
        if (image) images.set(node, image);
      }
    });
    await addImageDimensions(images);
  };
}
