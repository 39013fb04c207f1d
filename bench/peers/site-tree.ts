import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A folder of a generated site's docs as its sidebar shows it: categories and docs in sidebar order. */
export interface TreeFolder {
  /** Path below `docs/`, '' for `docs/` itself. */
  dir: string;
  label: string;
  position: number;
  items: TreeItem[];
}

export type TreeItem = { type: 'folder'; folder: TreeFolder } | { type: 'doc'; title: string; position: number; route: string };

const frontmatterValue = (text: string, key: string) =>
  new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(text.slice(0, text.indexOf('\n---', 3)))?.[1]?.trim();

/**
 * Reads `docs/<dir>` of a generated site (bench/generate-site.ts) back into its sidebar tree, from
 * the same `_category_.json` files and frontmatter the portal reads, so a peer's sidebar shows the
 * same items in the same order.
 */
export async function readTree(siteDir: string, dir: string): Promise<TreeFolder> {
  const abs = path.join(siteDir, 'docs', dir);
  const entries = await readdir(abs, { withFileTypes: true });
  const meta = entries.some((e) => e.name === '_category_.json')
    ? (JSON.parse(await readFile(path.join(abs, '_category_.json'), 'utf8')) as { label?: string; position?: number })
    : {};
  const items = await Promise.all(
    entries.map(async (e): Promise<TreeItem | undefined> => {
      if (e.isDirectory()) return { type: 'folder', folder: await readTree(siteDir, dir ? `${dir}/${e.name}` : e.name) };
      if (!e.name.endsWith('.md')) return undefined;
      const text = await readFile(path.join(abs, e.name), 'utf8');
      const rel = `${dir ? `${dir}/` : ''}${e.name.slice(0, -'.md'.length)}`;
      return {
        type: 'doc',
        title: frontmatterValue(text, 'title') ?? e.name,
        position: Number(frontmatterValue(text, 'sidebar_position') ?? 0),
        route: `/docs/${rel}`,
      };
    }),
  );
  const position = (i: TreeItem) => (i.type === 'doc' ? i.position : i.folder.position);
  return {
    dir,
    label: meta.label ?? (path.basename(dir) || 'Docs'),
    position: meta.position ?? 0,
    items: items.filter((i): i is TreeItem => i !== undefined).sort((a, b) => position(a) - position(b)),
  };
}

/** Every markdown file below `dir` (relative paths), for copying a site into a peer's layout. */
export async function markdownFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await markdownFiles(dir, child)));
    else if (e.name.endsWith('.md')) out.push(child);
  }
  return out;
}

/** The files below `dir` and their bytes. */
export async function folderStats(dir: string): Promise<{ files: number; bytes: number }> {
  const files = (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile());
  let bytes = 0;
  // A few at a time: a 100,000-page output has hundreds of thousands of files.
  for (let i = 0; i < files.length; i += 256)
    for (const n of await Promise.all(files.slice(i, i + 256).map(async (e) => (await stat(path.join(e.parentPath, e.name))).size)))
      bytes += n;
  return { files: files.length, bytes };
}
