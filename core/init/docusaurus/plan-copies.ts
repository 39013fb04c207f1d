import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isThemeComponent } from '../../../renderer/theme/registry.ts';
import type { ApiSource } from './convert-config.ts';
import { iframeHosts } from './convert-css.ts';
import { importsOf, unsupportedImports } from './site-code-imports.ts';

export interface CopyPlan {
  /** Destination (relative to the new site) -> source file (absolute). Each destination once. */
  files: Map<string, string>;
  /** The folders and files copied, as the summary names them. */
  copied: string[];
  notes: string[];
  /** Hosts of the iframes the content embeds. */
  iframeHosts: string[];
}

export interface PlanInput {
  src: string;
  /** Each docs instance's folder and where it goes in the new site; the blog and pages folders. */
  folders: { docs: readonly { from: string; to: string }[]; blog: string | false; pages: string };
  /** Files and folders copied as they are, under the same name (versions.json, versioned_docs/, i18n/). */
  asIs?: readonly string[];
  apis: readonly ApiSource[];
  customCss: readonly string[];
  /** Converting in place: nothing is copied or renamed, the notes say what to do instead. */
  inPlace?: boolean;
}

const SKIP = /(^|\/)(node_modules|\.docusaurus|build|\.git)(\/|$)/;
const CODE = /\.(jsx?|tsx?)$/;

async function walk(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })) as {
    name: string;
    parentPath?: string;
    path?: string;
    isFile(): boolean;
  }[];
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      path
        .relative(dir, path.join(e.parentPath ?? e.path ?? dir, e.name))
        .split(path.sep)
        .join('/'),
    )
    .filter((f) => !SKIP.test(f))
    .sort();
}

/**
 * Every file the new site gets, decided before anything is written: each destination once (a spec
 * under static/ is not copied a second time as an API spec), React pages that import what portal
 * cannot provide kept under a `_` name (which no route is made from) with a note, swizzled theme
 * components portal has no counterpart for left out with a note, and the iframe hosts the
 * content uses.
 */
export async function planCopies({ src, folders, asIs = [], apis, customCss, inPlace = false }: PlanInput): Promise<CopyPlan> {
  const files = new Map<string, string>();
  const copied: string[] = [];
  const notes: string[] = [];
  const hosts = new Set<string>();
  // Files site code imports by `@site/` path (backers.json, users.json at the site's root): copied too.
  const siteRefs = new Set<string>();
  const add = (dest: string, from: string) => {
    if (!files.has(dest)) files.set(dest, from);
  };
  const folder = async (from: string, to: string, each?: (rel: string, abs: string) => Promise<string | undefined>) => {
    const list = await walk(path.join(src, from));
    if (list.length === 0) return;
    for (const rel of list) {
      const abs = path.join(src, from, rel);
      const dest = each ? await each(rel, abs) : rel;
      if (dest !== undefined) add(`${to}/${dest}`, abs);
    }
    copied.push(to);
  };
  // Content and site code alike: a React page's frame is held to the same policy's frame-src.
  const scanContent = async (rel: string, abs: string) => {
    if (!/\.mdx?$/.test(rel) && !CODE.test(rel)) return rel;
    const text = await readFile(abs, 'utf8');
    for (const h of iframeHosts(text)) hosts.add(h);
    if (CODE.test(rel)) for (const spec of importsOf(text)) if (spec.startsWith('@site/')) siteRefs.add(spec.slice('@site/'.length));
    return rel;
  };

  for (const d of folders.docs) await folder(d.from, d.to, scanContent);
  await folder(folders.pages, 'src/pages', async (rel, abs) => {
    if (/\.mdx?$/.test(rel)) return scanContent(rel, abs);
    if (!CODE.test(rel) || rel.split('/').some((p) => p.startsWith('_'))) return rel;
    await scanContent(rel, abs);
    const missing = unsupportedImports(await readFile(abs, 'utf8'));
    if (missing.length === 0) return rel;
    const kept = path.posix.join(path.posix.dirname(rel), `_${path.posix.basename(rel)}`).replace(/^\.\//, '');
    notes.push(
      inPlace
        ? `${folders.pages}/${rel}: imports ${missing.join(', ')}, which portal does not provide; rename it to ${kept} (not built) or give it what it imports`
        : `${folders.pages}/${rel}: imports ${missing.join(', ')}, which portal does not provide; kept as src/pages/${kept}, which is not built (give it what it imports, then rename it back)`,
    );
    return kept;
  });
  // The rest of src/ (components, css, utilities): site code the pages and MDX import.
  const srcRest = (await walk(path.join(src, 'src'))).filter((f) => !f.startsWith('pages/') && !f.startsWith('theme/'));
  for (const rel of srcRest) {
    add(`src/${rel}`, path.join(src, 'src', rel));
    await scanContent(rel, path.join(src, 'src', rel));
  }
  if (srcRest.length > 0) copied.push('src');
  for (const rel of await walk(path.join(src, 'src/theme'))) {
    const name = /^([A-Za-z]+)\.(jsx?|tsx?)$/.exec(rel)?.[1];
    const abs = path.join(src, 'src/theme', rel);
    if (name && isThemeComponent(name) && unsupportedImports(await readFile(abs, 'utf8')).length === 0) add(`src/theme/${rel}`, abs);
    else if ((CODE.test(rel) && !rel.includes('/')) || /\/index\.(jsx?|tsx?)$/.test(rel)) {
      const component = rel.split('/')[0]!.replace(CODE, '');
      notes.push(
        `src/theme/${rel}: a swizzled Docusaurus component (${component}); portal draws its own${isThemeComponent(component) ? `, which \`portal swizzle ${component}\` copies out to change` : ''}`,
      );
    }
  }
  await folder('static', 'static');
  if (folders.blog) await folder(folders.blog, folders.blog, scanContent);
  for (const rel of asIs) {
    const abs = path.join(src, rel);
    if (!existsSync(abs)) continue;
    if ((await stat(abs)).isFile()) {
      add(rel, abs);
      copied.push(rel);
    } else await folder(rel, rel, scanContent);
  }
  for (const api of apis) {
    if (!existsSync(path.join(src, api.spec))) continue;
    add(api.spec, path.join(src, api.spec));
    if (!copied.some((c) => api.spec.startsWith(`${c}/`))) copied.push(api.spec);
  }
  for (const css of customCss) if (existsSync(path.join(src, css))) add(css, path.join(src, css));
  for (const ref of [...siteRefs].sort()) {
    const abs = path.join(src, ref);
    // Only a file of the site's own folder that no copied folder holds already (an import without extension is found by the build).
    if (
      ref.split('/').includes('..') ||
      !existsSync(abs) ||
      !(await stat(abs)).isFile() ||
      files.has(ref) ||
      copied.some((c) => ref.startsWith(`${c}/`))
    )
      continue;
    add(ref, abs);
    copied.push(ref);
  }
  return { files, copied, notes, iframeHosts: [...hosts].sort() };
}
