import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What one docs page writes, in bytes, and where its HTML's bytes go. */
export interface PageAnatomy {
  route: string;
  html: number;
  /** The sidebar's markup (`<nav class="sidebar">`). */
  sidebar: number;
  /** The JSON the page carries for its islands (`<script type="application/json">`: the site's settings, the page's identity). */
  pageJson: number;
  /** The CSS of its first paint (`<style>` in the head: core/theme/page-css.ts). */
  inlineCss: number;
  /** The article (the page's own content). */
  article: number;
  /** Everything else of the HTML: head, navbar, footer, table of contents, scripts. */
  shell: number;
  /** `<route>.md`, the markdown twin. */
  twin: number;
}

const size = async (file: string) => (await stat(file).catch(() => undefined))?.size ?? 0;
const bytesOf = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text));

/** Reads one built docs page (route without the leading slash) and splits its bytes by what they are. */
export async function pageAnatomy(out: string, route: string): Promise<PageAnatomy> {
  const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
  const sidebar = bytesOf(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0]);
  const pageJson = bytesOf(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/.exec(html)?.[0]);
  const inlineCss = bytesOf(/<style>[\s\S]*?<\/style>/.exec(html)?.[0]);
  const article = bytesOf(/<article[\s\S]*?<\/article>/.exec(html)?.[0]);
  const total = Buffer.byteLength(html);
  return {
    route: `/${route}`,
    html: total,
    sidebar,
    pageJson,
    inlineCss,
    article,
    shell: total - sidebar - pageJson - inlineCss - article,
    twin: await size(path.join(out, `${route}.md`)),
  };
}

/** The bytes of one page of Hugo's output (`<route>/index.html`), with its sidebar. */
export async function hugoPage(out: string, route: string): Promise<{ html: number; sidebar: number }> {
  const html = await readFile(path.join(out, route, 'index.html'), 'utf8').catch(() => '');
  return { html: Buffer.byteLength(html), sidebar: bytesOf(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0]) };
}
