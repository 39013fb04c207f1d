import { execFile } from 'node:child_process';
import { access, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, runTimed, type RunStats } from '../measure.ts';
import type { PeerSetup } from './hugo.ts';
import { markdownFiles, readTree, type TreeFolder } from './site-tree.ts';

const run = promisify(execFile);

/** The VitePress release the issue measured; installed from the npm registry into the bench's cache, never by `npm ci`. */
export const VITEPRESS_VERSION = '1.6.4';
/** VitePress at 10,000 pages used 4.5 GB and failed; the heap limit makes that failure quick and the same everywhere. */
const HEAP_MB = 4096;

/** VitePress from the npm registry, installed once into node_modules/.cache; the reason when it cannot be. */
export async function ensureVitePress(log: (line: string) => void): Promise<PeerSetup> {
  const dir = path.join(ROOT, 'node_modules/.cache/portal/bench', `vitepress-${VITEPRESS_VERSION}`);
  const bin = path.join(dir, 'node_modules/vitepress/bin/vitepress.js');
  const installed = await access(bin).then(
    () => true,
    () => false,
  );
  if (!installed) {
    log(`installing vitepress@${VITEPRESS_VERSION} from the npm registry into ${path.relative(ROOT, dir)}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{ "private": true }\n');
    try {
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', `vitepress@${VITEPRESS_VERSION}`], {
        cwd: dir,
        timeout: 600_000,
      });
    } catch (error) {
      return {
        skip: `could not install vitepress@${VITEPRESS_VERSION} from the npm registry (${String((error as Error).message)
          .split('\n')
          .slice(0, 2)
          .join(' ')})`,
      };
    }
  }
  return { bin, version: VITEPRESS_VERSION };
}

interface VpItem {
  text: string;
  link?: string;
  collapsed?: boolean;
  items?: VpItem[];
}

function sidebarItems(folder: TreeFolder): VpItem[] {
  return folder.items.map((item) =>
    item.type === 'doc'
      ? { text: item.title, link: item.route }
      : { text: item.folder.label, collapsed: true, items: sidebarItems(item.folder) },
  );
}

/**
 * The generated site as a VitePress site: the same markdown under docs/, the home page, and a
 * config with the same sidebars (one per root folder, collapsed categories as the portal shows
 * them) and clean URLs, in VitePress's default theme with its default settings (no local search:
 * with it, 1,000 pages took the same time here; every page embeds its whole sidebar either way).
 */
export async function writeVitePressSite(siteDir: string, vpDir: string, sidebarRoots: readonly string[], bin: string): Promise<void> {
  await rm(vpDir, { recursive: true, force: true });
  await mkdir(vpDir, { recursive: true });
  // The pages import vue from the site's folder, as in a VitePress project: the cache's packages are linked in.
  await symlink(path.resolve(bin, '../../..'), path.join(vpDir, 'node_modules'), 'dir');
  const sidebar: Record<string, VpItem[]> = {};
  for (const root of sidebarRoots) sidebar[`/docs/${root ? `${root}/` : ''}`] = sidebarItems(await readTree(siteDir, root));
  const config = {
    title: 'Synthetic Portal',
    description: 'A generated site for measuring the build.',
    cleanUrls: true,
    ignoreDeadLinks: true,
    themeConfig: { nav: [{ text: 'Docs', link: `/docs/${sidebarRoots[0] ? `${sidebarRoots[0]}/` : ''}` }], sidebar },
  };
  const files = new Map<string, string>([
    ['.vitepress/config.mjs', `export default ${JSON.stringify(config)};\n`],
    ['index.md', await readFile(path.join(siteDir, 'pages/index.md'), 'utf8')],
  ]);
  for (const rel of await markdownFiles(path.join(siteDir, 'docs')))
    files.set(`docs/${rel}`, await readFile(path.join(siteDir, 'docs', rel), 'utf8'));
  const made = new Set<string>();
  for (const [rel, text] of files) {
    const abs = path.join(vpDir, rel);
    const parent = path.dirname(abs);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await writeFile(abs, text);
  }
}

/** One cold VitePress build of `vpDir` (its output is `.vitepress/dist`). */
export async function runVitePress(bin: string, vpDir: string): Promise<RunStats> {
  await rm(path.join(vpDir, '.vitepress/cache'), { recursive: true, force: true });
  return runTimed(process.execPath, [`--max-old-space-size=${HEAP_MB}`, bin, 'build', vpDir], { cwd: vpDir, timeoutMs: 30 * 60_000 });
}

export const vitePressOutput = (vpDir: string) => path.join(vpDir, '.vitepress/dist');
