import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runTimed, type RunStats } from '../measure.ts';
import { HUGO_THEME } from './hugo-theme.ts';
import { markdownFiles } from './site-tree.ts';

const run = promisify(execFile);

export type PeerSetup = { bin: string; version: string } | { skip: string };

/** Where a command is on PATH, if it is. */
async function which(name: string): Promise<string | undefined> {
  const { stdout } = await run('sh', ['-c', `command -v ${name} || true`]);
  return stdout.trim() || undefined;
}

/**
 * Debian's `hugo`, installed with apt-get where it is missing (as root); otherwise the reason it
 * cannot be, which the bench prints instead of Hugo's figures.
 */
export async function ensureHugo(log: (line: string) => void): Promise<PeerSetup> {
  let bin = await which('hugo');
  if (!bin) {
    const apt = await which('apt-get');
    if (!apt || process.getuid?.() !== 0)
      return { skip: 'Hugo is not installed, and installing it needs root and apt-get (apt-get install -y hugo)' };
    log("installing Debian's hugo package (apt-get install -y hugo)");
    const install = () => run(apt, ['install', '-y', '-q', 'hugo'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    try {
      await install().catch(async () => {
        await run(apt, ['update', '-q']);
        await install();
      });
    } catch (error) {
      return { skip: `apt-get install -y hugo failed: ${String((error as Error).message).split('\n')[0]}` };
    }
    bin = await which('hugo');
    if (!bin) return { skip: 'apt-get installed hugo, but it is not on PATH' };
  }
  const { stdout } = await run(bin, ['version']);
  return { bin, version: /v(\d+\.\d+\.\d+)/.exec(stdout)?.[1] ?? stdout.trim() };
}

/**
 * The generated site as a Hugo site: the same markdown files under content/ (`sidebar_position`
 * becomes Hugo's `weight`), an `_index.md` per folder from its `_category_.json` (label, position),
 * and the bench's own theme with the same sidebars (`sidebarRoots`: the folders they are made from,
 * all at one depth).
 */
export async function writeHugoSite(siteDir: string, hugoDir: string, sidebarRoots: readonly string[]): Promise<void> {
  await rm(hugoDir, { recursive: true, force: true });
  // Every sidebar root is at the same depth (docs/ itself, or docs/<product>/).
  const depth = (sidebarRoots[0] ?? '') === '' ? 1 : 2;
  const config = `baseURL = "https://synthetic.example.com/"
title = "Synthetic Portal"
languageCode = "en"
[taxonomies]
  tag = "tags"
[outputs]
  home = ["HTML", "RSS"]
  section = ["HTML"]
  taxonomy = ["HTML"]
  term = ["HTML"]
[markup.highlight]
  noClasses = false
[params]
  description = "A generated site for measuring the build."
  copyright = "Generated for the benchmark."
  sidebarDepth = ${depth}
  nav = [{ label = "Docs", url = "/docs/" }, { label = "Blog", url = "/blog/" }]
`;
  const files = new Map<string, string>([['hugo.toml', config], ...Object.entries(HUGO_THEME)]);
  const docs = path.join(siteDir, 'docs');
  for (const rel of await markdownFiles(docs)) {
    const text = await readFile(path.join(docs, rel), 'utf8');
    files.set(`content/docs/${rel}`, text.replace(/^sidebar_position:/m, 'weight:'));
    for (let dir = path.posix.dirname(rel); ; dir = path.posix.dirname(dir)) {
      const key = `content/docs/${dir === '.' ? '' : `${dir}/`}_index.md`;
      if (files.has(key)) break;
      const meta =
        dir === '.'
          ? { label: 'Docs', position: 0 }
          : (JSON.parse(await readFile(path.join(docs, dir, '_category_.json'), 'utf8').catch(() => '{}')) as {
              label?: string;
              position?: number;
              link?: { description?: string };
            });
      files.set(
        key,
        `---\ntitle: ${JSON.stringify(meta.label ?? path.posix.basename(dir))}\nweight: ${meta.position ?? 0}\n${'link' in meta && meta.link?.description ? `description: ${JSON.stringify(meta.link.description)}\n` : ''}---\n`,
      );
      if (dir === '.') break;
    }
  }
  for (const rel of await markdownFiles(path.join(siteDir, 'blog')))
    files.set(`content/blog/${rel}`, await readFile(path.join(siteDir, 'blog', rel), 'utf8'));
  files.set('content/_index.md', await readFile(path.join(siteDir, 'pages/index.md'), 'utf8'));
  const made = new Set<string>();
  for (const [rel, text] of files) {
    const abs = path.join(hugoDir, rel);
    const parent = path.dirname(abs);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await writeFile(abs, text);
  }
}

/** One cold Hugo build of `hugoDir` into `out`. */
export function runHugo(bin: string, hugoDir: string, out: string): Promise<RunStats> {
  return runTimed(bin, ['--quiet', '--source', hugoDir, '--destination', out, '--cleanDestinationDir', '--ignoreCache'], {
    cwd: hugoDir,
    timeoutMs: 30 * 60_000,
  });
}
