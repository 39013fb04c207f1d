import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit, SKIP } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { Position } from 'unist';
import type { FileFacts } from './context.ts';
import { warnerFor } from './component-warnings.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { spliceIn } from '../util/append.ts';
import { placeInSite } from '../util/inside-site.ts';
import { diagnostic, type SourcePoint } from '../../model/diagnostics.ts';

/** `import Name from './_part.mdx'` (or `.md`, or `@site/...`): the names of imported markdown files. */
// Within one line (`[ \t]`, not `\s`): `^\s*` let every line start scan all the blank lines after
// it, and a file of 100,000 blank lines took 8 s.
const MARKDOWN_IMPORT = /^[ \t]*import[ \t]+([A-Za-z_$][\w$]*)[ \t]+from[ \t]+['"]([^'"\n]+\.mdx?)['"][ \t]*;?[ \t]*$/gm;

/** Import paths of markdown files a page's text names: part of its cache key, so a partial's edit shows. */
export function importedMarkdown(text: string): string[] {
  return [...text.matchAll(MARKDOWN_IMPORT)].map((m) => m[2] as string);
}

/** The site-relative path an import names, seen from the importing file. */
export function importTarget(spec: string, fromRel: string): string {
  return spec.startsWith('@site/')
    ? path.posix.normalize(spec.slice('@site/'.length))
    : path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
}

type Parse = (file: VFile) => Root;
const MAX_DEPTH = 5;

/**
 * Docusaurus partials: a markdown file imported into a page and used as `<Name />` is shown in its
 * place. The included nodes take the place of the element, so a warning inside one names the line
 * of the `<Name />` that brought it in.
 */
/** `origin` is where the page itself uses the outermost partial: the line a warning from inside names. */
export async function expandPartials(tree: Root, facts: FileFacts, parse: Parse, depth = 0, origin?: Position): Promise<void> {
  const imports = new Map<string, string>();
  // Where each name is imported: a refused import is reported at its own line.
  const importLines = new Map<string, SourcePoint | undefined>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const m of node.value.matchAll(MARKDOWN_IMPORT)) {
      imports.set(m[1] as string, importTarget(m[2] as string, facts.source.relPath));
      const start = node.position?.start;
      importLines.set(
        m[1] as string,
        start ? { line: start.line + (node.value.slice(0, m.index).match(/\n/g)?.length ?? 0), column: 1 } : undefined,
      );
    }
  });
  if (imports.size === 0) return;
  const siteDir = facts.source.absPath.slice(0, facts.source.absPath.length - facts.source.relPath.length);
  const uses: { parent: { children: RootContent[] }; index: number; name: string; file: string; position: Position | undefined }[] = [];
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return;
    const name = (node as { name?: string | null }).name ?? '';
    const file = imports.get(name);
    if (file) {
      uses.push({ parent: parent as { children: RootContent[] }, index, name, file, position: node.position });
      return SKIP;
    }
    return undefined;
  });
  const warn = warnerFor(facts);
  // Last first, so the indexes of earlier uses in the same parent stay right.
  for (const use of uses.reverse()) {
    if (depth >= MAX_DEPTH) {
      // Partials that import each other would otherwise be expanded forever.
      warn(
        (origin ?? use.position)?.start,
        'partial-cycle',
        `partials are imported ${MAX_DEPTH} levels deep here (${use.file} again?), so this use of it is left out`,
        'a partial must not import itself or a partial that imports it',
      );
      use.parent.children.splice(use.index, 1);
      continue;
    }
    // Nothing outside the site folder is read, through `..`, `@site/..` or a symbolic link.
    const place = await placeInSite(siteDir, use.file);
    if (place.kind === 'outside') {
      facts.diagnostics.push(
        diagnostic(
          'error',
          'partial-outside',
          `the imported file ${use.file} is outside the site folder (or a symbolic link to a place outside it), so it is not read`,
          {
            file: facts.source.display,
            point: depth === 0 ? (importLines.get(use.name) ?? use.position?.start) : (origin ?? use.position)?.start,
            hint: 'keep partials inside the site folder; a symbolic link must lead inside it too',
          },
        ),
      );
      use.parent.children.splice(use.index, 1);
      continue;
    }
    let text: string;
    try {
      if (place.kind === 'missing') throw new Error('missing');
      text = await readFile(place.real, 'utf8');
    } catch {
      warn(
        use.position?.start,
        'partial-missing',
        `the imported file ${use.file} does not exist, so nothing is shown here`,
        'fix the import path (relative to this file, or @site/...)',
      );
      use.parent.children.splice(use.index, 1);
      continue;
    }
    const part = parse(new VFile({ path: path.join(siteDir, use.file), value: preprocessMarkdown(text, true) }));
    await expandPartials(
      part,
      { ...facts, source: { ...facts.source, relPath: use.file, absPath: path.join(siteDir, use.file) } },
      parse,
      depth + 1,
      origin ?? use.position,
    );
    const children = part.children.filter((c) => c.type !== 'yaml');
    visit({ type: 'root', children } as Root, (n) => {
      if (use.position) n.position = use.position;
      else delete n.position;
    });
    spliceIn(use.parent.children, use.index, 1, children);
  }
}

/** The texts of the markdown files a page imports (one level), for its cache key; '' when none. */
export async function partialsKey(text: string, fromRel: string, siteDir: string): Promise<string> {
  const specs = importedMarkdown(text);
  if (specs.length === 0) return '';
  const texts = await Promise.all(
    specs.map(async (s) => {
      const place = await placeInSite(siteDir, importTarget(s, fromRel));
      return place.kind === 'inside' ? readFile(place.real, 'utf8').catch(() => '') : place.kind;
    }),
  );
  return texts.join('\u0000');
}
