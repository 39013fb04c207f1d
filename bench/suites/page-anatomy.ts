import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What one docs page writes, in bytes, and where its HTML's bytes go. */
export interface PageAnatomy {
  route: string;
  html: number;
  /** The sidebar's markup (`<nav class="sidebar">`). */
  sidebar: number;
  /** The hydration data the page carries (`<script type="application/json">`). */
  hydration: number;
  /** The article (the page's own content). */
  article: number;
  /** Everything else of the HTML: head, navbar, footer, table of contents, scripts. */
  shell: number;
  /** `__data/<route>.json`, for navigation without a reload. */
  pageData: number;
  /** `<route>.md`, the markdown twin. */
  twin: number;
}

const size = async (file: string) => (await stat(file).catch(() => undefined))?.size ?? 0;
const bytesOf = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text));

/** Reads one built docs page (route without the leading slash) and splits its bytes by what they are. */
export async function pageAnatomy(out: string, route: string): Promise<PageAnatomy> {
  const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
  const sidebar = bytesOf(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0]);
  const hydration = bytesOf(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/.exec(html)?.[0]);
  const article = bytesOf(/<article[\s\S]*?<\/article>/.exec(html)?.[0]);
  const total = Buffer.byteLength(html);
  return {
    route: `/${route}`,
    html: total,
    sidebar,
    hydration,
    article,
    shell: total - sidebar - hydration - article,
    pageData: await size(path.join(out, '__data', `${route}.json`)),
    twin: await size(path.join(out, `${route}.md`)),
  };
}

/** The bytes of one page of Hugo's output (`<route>/index.html`), with its sidebar. */
export async function hugoPage(out: string, route: string): Promise<{ html: number; sidebar: number }> {
  const html = await readFile(path.join(out, route, 'index.html'), 'utf8').catch(() => '');
  return { html: Buffer.byteLength(html), sidebar: bytesOf(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0]) };
}
