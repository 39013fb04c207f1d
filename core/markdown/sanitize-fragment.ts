import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic, SourcePoint } from '../../model/diagnostics.ts';
import type { FileFacts } from './context.ts';
import { rehypeReservedNames } from './reserved-names.ts';
import { rehypeReportUnsafe } from './sanitize.ts';
import { sanitizeSchema, STRIPPED_ELEMENTS } from './sanitize-schema.ts';

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

/**
 * The text a reader would see of a string that should hold none: a translated label with markup in
 * it is shown as the words it holds, never as HTML (`<b>Docs</b>` is `Docs`).
 */
export function fragmentText(html: string): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html } as never] };
  // Scripts, styles and the like go with their content, as the sanitiser drops them from a page.
  const parsed = unified()
    .use(rehypeRaw)
    .use(rehypeSanitize, { tagNames: [], attributes: {}, strip: [...STRIPPED_ELEMENTS] })
    .runSync(tree, new VFile({ value: html })) as Root;
  return toString(parsed);
}
