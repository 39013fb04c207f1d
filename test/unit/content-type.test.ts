import { describe, expect, it } from 'vitest';
import { contentType } from '../../core/serve/http.ts';

describe("the dev server's content types", () => {
  it.each([
    ['fonts/brand.woff', 'font/woff'],
    ['fonts/brand.woff2', 'font/woff2'],
    ['fonts/brand.ttf', 'font/ttf'],
    ['fonts/brand.otf', 'font/otf'],
    ['img/map.avif', 'image/avif'],
    ['video/flyover.mp4', 'video/mp4'],
    ['video/flyover.webm', 'video/webm'],
    ['img/logo.svg', 'image/svg+xml'],
    ['docs/intro/index.html', 'text/html; charset=utf-8'],
    ['assets/entry-abc.js', 'text/javascript; charset=utf-8'],
    ['assets/sidebars/docs-abc.json', 'application/json; charset=utf-8'],
    ['docs/intro.md', 'text/markdown; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['blog/atom.xml', 'application/xml; charset=utf-8'],
    ['download.bin-unknown', 'application/octet-stream'],
  ])('serves %s as %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});
