import * as cheerio from 'cheerio';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { MarkdownFeature } from '../../core/markdown/features/types.ts';
import { rendererFor, type RenderSetup } from '../../core/markdown/render-job.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

/** A page rendered through the whole pipeline, for the features' own tests. */
export async function renderPage(
  text: string,
  relPath = 'docs/page.mdx',
  features?: readonly MarkdownFeature[],
  { allowedIframeHosts = [], highlight = false }: { allowedIframeHosts?: string[]; highlight?: boolean } = {},
) {
  const setup = {
    baseUrl: '/',
    markdown: markdownConfig({ format: 'detect' }),
    trailingSlash: null,
    highlight,
    fileRoutes: [[relPath, '/docs/page']],
    siteFiles: [relPath],
    allowedIframeHosts,
  } satisfies RenderSetup;
  const renderer = rendererFor(setup, features ? { features } : {});
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: `/site/${relPath}`, relPath, display: relPath }, diagnostics);
  return { ...out, $: cheerio.load(out.html), diagnostics };
}
