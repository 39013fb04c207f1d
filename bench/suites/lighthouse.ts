import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { figure, type Figure } from '../measure.ts';
import { serveBuild } from '../static-server.ts';
import { pickPages } from './weight.ts';
// The browser tests' Chromium and flags: a quiet headless browser that reaches nothing but the local server.
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/browser/support/browser.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['total-byte-weight', 'bytes', 'KB'],
] as const;

/** Lighthouse (the npm package, driving the system Chromium) on every page kind (home, docs page, diagram page, blog post, tag page, API page), mobile and desktop, served with gzip. */
export async function lighthouseSuite(out: string, baseUrl: string, runs: number, log: (line: string) => void): Promise<Figure[]> {
  const pages = await pickPages(out);
  const targets = (['home', 'docs page', 'docs page with a diagram', 'blog post', 'tag page', 'API page'] as const).flatMap((k) =>
    pages.has(k) ? [[k, pages.get(k) as string] as const] : [],
  );
  const site = await serveBuild(out, baseUrl);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const figures: Figure[] = [];
  try {
    for (const [kind, route] of targets) {
      for (const form of ['mobile', 'desktop'] as const) {
        const scores = new Map<string, number[]>();
        const add = (k: string, v: number) => scores.set(k, [...(scores.get(k) ?? []), v]);
        for (let i = 0; i < runs; i++) {
          const url = `${site.origin}${baseUrl}${route.slice(1)}`;
          const result = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            form === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
          for (const c of CATEGORIES) add(c, Math.round((lhr.categories[c]?.score ?? 0) * 100));
          for (const [id, label, unit] of METRICS) {
            const value = lhr.audits[id]?.numericValue ?? NaN;
            add(label, unit === 'KB' ? value / 1024 : value);
          }
        }
        const name = `${kind} ${route} (${form})`;
        log(`lighthouse ${name}: ${CATEGORIES.map((c) => scores.get(c)?.join('/')).join(' ')}`);
        for (const c of CATEGORIES)
          figures.push(
            figure('lighthouse', `${name}: ${c}`, 'score', scores.get(c) ?? [], {
              budget: c === 'performance' ? 98 : 100,
              higherIsBetter: true,
            }),
          );
        // Layout shift has a budget of its own: none, on every page kind and form factor.
        for (const [, label, unit] of METRICS)
          figures.push(figure('lighthouse', `${name}: ${label}`, unit, scores.get(label) ?? [], label === 'CLS' ? { budget: 0 } : {}));
      }
    }
  } finally {
    await chrome.kill();
    await site.close();
  }
  return figures;
}
