import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic, SourcePoint } from '../../model/diagnostics.ts';
import type { FileFacts } from './context.ts';
import { rehypeReservedNames } from './reserved-names.ts';
import { rehypeReportUnsafe } from './sanitize.ts';
import { sanitizeSchema } from './sanitize-schema.ts';

export interface FragmentSource {
  /** The file the HTML is written in, as diagnostics show it. */
  display: string;
  /** Where it is written in that file: every warning names this place. */
  point: SourcePoint | undefined;
  /** What it is, for the warnings (`announcementBar.content`). */
  what: string;
  allowedIframeHosts: readonly string[];
}

/**
 * HTML written outside markdown (the announcement bar, the footer's copyright line) through the
 * same allow-list and the same warnings as raw HTML in a page: it is shown on every page, so a
 * handler in it would run on every page.
 */
export function sanitizeFragment(html: string, source: FragmentSource): { html: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const facts: FileFacts = {
    source: { absPath: source.display, relPath: source.display, display: source.display },
    diagnostics,
    headings: [],
    ids: [],
    links: [],
    assets: [],
    hasMermaid: false,
  };
  const processor = unified()
    .use(rehypeRaw)
    .use(rehypeReportUnsafe, { allowedIframeHosts: source.allowedIframeHosts })
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeReservedNames);
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html } as never] };
  const clean = processor.runSync(tree, new VFile({ value: html, data: { facts } })) as Root;
  for (const d of diagnostics) {
    d.message = `${source.what}: ${d.message}`;
    delete d.line;
    delete d.column;
    if (source.point) {
      d.line = source.point.line;
      d.column = source.point.column;
    }
  }
  return { html: toHtml(clean), diagnostics };
}
