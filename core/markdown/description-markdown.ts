import type { DescriptionMarkdownFactory } from '../../model/markdown.ts';
import { markdownConfig } from '../config/markdown-config.ts';

/**
 * The docs pipeline as the OpenAPI stage needs it for descriptions: CommonMark (the OpenAPI
 * spec's own rule), the site's base path and iframe hosts, links resolved as site paths only.
 * Loaded on first use: a build whose specs all come from the cache never loads the pipeline.
 */
export const descriptionMarkdown: DescriptionMarkdownFactory = async (options) => {
  const [{ createLinkResolver }, { createCodeHighlighter, plainHighlighter }, { createMarkdownRenderer }] = await Promise.all([
    import('../load/link-resolver.ts'),
    import('./highlighter.ts'),
    import('./processor.ts'),
  ]);
  const highlighter = options.highlight ? createCodeHighlighter() : plainHighlighter();
  const renderer = createMarkdownRenderer({
    baseUrl: options.baseUrl,
    markdown: markdownConfig({ format: 'md' }),
    trailingSlash: options.trailingSlash,
    allowedIframeHosts: options.allowedIframeHosts,
    highlighter,
    resolveLink: createLinkResolver({ baseUrl: options.baseUrl, fileRoutes: new Map(), siteFiles: new Set() }),
  });
  return {
    highlighter,
    render: async (text, source, diagnostics) => {
      const out = await renderer.render(text, source, diagnostics);
      return { html: out.html, text: out.text, ids: out.ids, links: out.links };
    },
  };
};
