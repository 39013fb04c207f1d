import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { activeContentJudge, allowedActive } from './active-content.ts';
import type { OutLink, SourceInfo, StaticFile } from './types.ts';

/** Files checked at once: SVGs are read whole, other files not at all or a kilobyte. */
const BATCH = 32;

const HINT = 'if the file is trusted, list its path, or its folder ending in /, under allowedActiveFiles in portal.config.yaml';

/**
 * `static/` is data, not code: the files of static/ that are published. Pages, scripts and SVG or
 * XML files that would run script (active-content.ts) are left out with a
 * `static-active-content` warning naming the file, unless the config's `allowedActiveFiles`
 * lists them (site-relative paths, `static/google1234.html`, or folders such as `static/legacy/`).
 */
export async function publishedStatic(
  siteDir: string,
  files: readonly string[],
  allowList: readonly string[],
  diagnostics: Diagnostic[],
): Promise<StaticFile[]> {
  const candidates = files.filter((f) => f.startsWith('static/'));
  const reasons = await verdicts(siteDir, candidates, allowList);
  const out: StaticFile[] = [];
  candidates.forEach((rel, i) => {
    const reason = reasons[i];
    if (reason === undefined) out.push({ relPath: rel.slice('static/'.length), absPath: `${siteDir}/${rel}` });
    else
      diagnostics.push(
        diagnostic('warning', 'static-active-content', `${rel} is not published: ${reason}`, {
          file: displayPath(`${siteDir}/${rel}`),
          hint: HINT,
        }),
      );
  });
  return out;
}

/** A page with the links it writes and the files next to it that it embeds (`/_files/<site path>`). */
export interface LinkingPage extends SourceInfo {
  content: { links: OutLink[]; assets: string[] };
}

/**
 * Files next to the pages that the pages link or embed (`[x](./legacy.html)`, `![](./map.svg)`) go
 * through the same rule as static/: the refused ones (as `/_files/...` asset paths) are not copied,
 * and each link to one is a warning at its line.
 */
export async function refusedAssets(
  siteDir: string,
  pages: readonly LinkingPage[],
  allowList: readonly string[],
  diagnostics: Diagnostic[],
): Promise<Set<string>> {
  const assets = [...new Set(pages.flatMap((p) => p.content.assets))].filter((a) => a.startsWith('/_files/'));
  const reasons = await verdicts(
    siteDir,
    assets.map((a) => a.slice('/_files/'.length)),
    allowList,
  );
  const refused = new Map<string, string>();
  assets.forEach((a, i) => {
    const reason = reasons[i];
    if (reason !== undefined) refused.set(a, reason);
  });
  for (const page of pages) {
    for (const link of page.content.links) {
      const reason = link.target.kind === 'asset' ? refused.get(link.target.path) : undefined;
      if (reason === undefined || link.target.kind !== 'asset') continue;
      const file = link.target.path.slice('/_files/'.length);
      diagnostics.push(
        diagnostic('warning', 'static-active-content', `${file}, which this page links to, is not published: ${reason}`, {
          file: page.display,
          point: { line: link.line, column: link.column },
          hint: HINT,
        }),
      );
    }
  }
  return new Set(refused.keys());
}

/** For each site-relative file, why it may not be published, or undefined. */
async function verdicts(siteDir: string, files: readonly string[], allowList: readonly string[]): Promise<(string | undefined)[]> {
  const out: (string | undefined)[] = [];
  const judge = activeContentJudge();
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH).map(async (rel) => {
      if (allowedActive(rel, allowList)) return undefined;
      try {
        return await judge.reason(`${siteDir}/${rel}`);
      } catch (error) {
        return `it could not be read (${(error as Error).message})`;
      }
    });
    out.push(...(await Promise.all(batch)));
  }
  return out;
}
