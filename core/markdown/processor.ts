import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { remarkAutolinkGuard } from './autolink-guard.ts';
import {
  claimedComponents,
  claimedDirectives,
  featureBlocks,
  featureFinishPlugins,
  featureRehypePlugins,
  featureRemarkPlugins,
  featureSanitizeAdditions,
  FEATURES,
} from './features/registry.ts';
import { remarkUnclaimedDirectives } from './directives.ts';
import { TRANSLATE_KEY } from './features/translate.ts';
import { ENGLISH } from '../../renderer/i18n/translate.ts';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { RenderedMarkdown, SourceInfo } from '../load/types.ts';
import { CONTEXT_KEY } from './features/context.ts';
import { rehypeCollect, rehypeTocInline } from './collect.ts';
import type { FileFacts, MarkdownContext } from './context.ts';
import { rehypeHeadings } from './headings.ts';
import { rehypeLinks } from './links.ts';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeReportUnsafe } from './sanitize.ts';
import { rehypeReservedNames } from './reserved-names.ts';
import { schemaWith } from './sanitize-schema.ts';
import { rehypeComponents } from './components.ts';
import { remarkMdComponents } from './md-components.ts';
import { remarkMdxComponents } from './mdx.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { capNesting } from './nesting.ts';
import { longParagraphWarning, nestingWarning } from './piece-warnings.ts';
import { rehypeKeepCodeMeta, rehypeRawWhenNeeded } from './raw-html.ts';
import { depthGuard, pruneDeep, tooDeep } from './depth-guard.ts';
import { unclosedFenceLine } from './fences.ts';
import { parseInPieces, type PieceMemo } from './pieces.ts';
import { copyTree } from './copy-tree.ts';
import { errorPoint } from './error-point.ts';
import type { Root as MdastRoot } from 'mdast';

export interface MarkdownRenderer {
  /** `keep` is given a copy of the syntax tree as parsed, before any change (the markdown twin is made from it). */
  render(text: string, source: SourceInfo, diagnostics: Diagnostic[], keep?: (parsed: ParsedTree) => void): Promise<RenderedMarkdown>;
}

/** A file's markdown syntax tree as the parser made it, with the text it parsed and how. */
export interface ParsedTree {
  tree: MdastRoot;
  text: string;
  mdx: boolean;
}

// The two pipelines differ in their parser's node types; unified cannot name the union.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProcessor = Processor<any, any, any, any, any>;

/**
 * One unified pipeline for `.md` and `.mdx`: the only difference is the parser extension and the
 * step that marks the components Docusaurus authors use, which one later pass turns into HTML.
 * Which files are MDX follows Docusaurus's `markdown.format` (`mdx`: all; `detect`: `.mdx` only).
 * Stringifying is done here rather than by rehype-stringify so the excerpt and the body come
 * from one tree.
 */
export function createMarkdownRenderer(ctx: MarkdownContext): MarkdownRenderer {
  const features = ctx.features ?? FEATURES;
  const schema = schemaWith(featureSanitizeAdditions(features));
  const blocks = featureBlocks(features);
  const components = claimedComponents(features);
  const build = (mdx: boolean): AnyProcessor => {
    // The features' plugins find the page's language here (`translateOf`): their texts, such as admonition titles, are shown in it.
    let p: AnyProcessor = unified()
      .data(TRANSLATE_KEY, ctx.t ?? ENGLISH)
      .data(CONTEXT_KEY, ctx)
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkGfm)
      .use(remarkAutolinkGuard)
      .use(remarkDirective);
    p = mdx ? p.use(remarkMdx).use(remarkMdxComponents, components) : p.use(remarkMdComponents, components);
    return (
      p
        .use(featureRemarkPlugins(features))
        .use(remarkUnclaimedDirectives, claimedDirectives(features))
        .use(ctx.sitePlugins?.remark ?? [])
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeKeepCodeMeta)
        .use(rehypeRawWhenNeeded)
        .use(depthGuard)
        .use(rehypeComponents, { t: ctx.t, claimed: components })
        .use(featureRehypePlugins(features))
        .use(rehypeReportUnsafe, { allowedIframeHosts: ctx.allowedIframeHosts, schema })
        .use(rehypeSanitize, schema)
        .use(rehypeReservedNames)
        // Site code, trusted like the config: what the site's rehype plugins add is not sanitised.
        .use(ctx.sitePlugins?.rehype ?? [])
        .use(rehypeHeadings, ctx)
        .use(rehypeLinks, ctx)
        .use(rehypeTocInline)
        .use(rehypeCollect)
        // Last: the passes above skip <pre>, and highlighting turns each block into many spans.
        .use(featureFinishPlugins(features))
        .freeze()
    );
  };
  const md = build(false);
  const mdx = build(true);
  // The dev server re-renders a file on every save: its pieces that did not change are not parsed again.
  const memos = ctx.incremental
    ? new Map<AnyProcessor, PieceMemo>([
        [md, new Map()],
        [mdx, new Map()],
      ])
    : undefined;
  const run = async (
    processor: AnyProcessor,
    text: string,
    asMdx: boolean,
    facts: FileFacts,
    keep?: (parsed: ParsedTree) => void,
  ): Promise<HastRoot> => {
    const capped = capNesting(text);
    for (const place of capped.deep) facts.diagnostics.push(nestingWarning(place, facts.source.display));
    const fenceLine = unclosedFenceLine(capped.text);
    if (fenceLine !== undefined) {
      facts.diagnostics.push(
        diagnostic('warning', 'code-fence-unclosed', 'this code fence is never closed, so the rest of the file is shown as code', {
          file: facts.source.display,
          point: { line: fenceLine, column: 1 },
          hint: 'close it with a line of the same fence characters (```), at least as many as open it',
        }),
      );
    }
    const value = preprocessMarkdown(capped.text, asMdx);
    const file = new VFile({ path: facts.source.absPath, value, data: { facts } });
    const memo = memos?.get(processor);
    const onLongParagraph = (line: number) => facts.diagnostics.push(longParagraphWarning(line, facts.source.display));
    const tree = parseInPieces(
      (piece) => processor.parse(new VFile({ path: file.path, value: piece, data: file.data })) as MdastRoot,
      value,
      memo ? { memo, onLongParagraph, blocks } : { onLongParagraph, blocks },
    );
    // Before anything walks the tree recursively (the copy below included).
    const cut = pruneDeep(tree);
    if (cut) facts.diagnostics.push(tooDeep(facts.source.display, cut));
    // A copy costs about a hundredth of parsing the text again; the plugins below change the tree.
    if (keep) keep({ tree: copyTree(tree), text: value, mdx: asMdx });
    return (await processor.run(tree, file)) as HastRoot;
  };
  /**
   * Docusaurus stops the build at a `.md` file MDX cannot parse (a stray `<` or `{`); portal reads
   * it as CommonMark instead and says where MDX failed. A broken `.mdx` stays an error.
   */
  const parseMdx = async (text: string, facts: FileFacts, keep?: (parsed: ParsedTree) => void): Promise<HastRoot> => {
    if (facts.source.relPath.endsWith('.mdx')) return run(mdx, text, true, facts, keep);
    const before = facts.diagnostics.length;
    try {
      return await run(mdx, text, true, facts, keep);
    } catch (error) {
      const e = error as { reason?: string; message?: string };
      const point = errorPoint(error);
      facts.diagnostics.length = before;
      Object.assign(facts, { headings: [], ids: [], links: [], assets: [], hasMermaid: false, hasTocInline: false });
      facts.diagnostics.push(
        diagnostic(
          'warning',
          'mdx-syntax',
          `this .md file is not valid MDX, which Docusaurus 3 requires by default (${String(e.reason ?? e.message ?? error)}); it was read as plain markdown instead`,
          {
            file: facts.source.display,
            point,
            hint: 'escape a literal `<` or `{` with a backslash, or set `markdown.format: detect` in portal.config.yaml to read .md files as CommonMark',
          },
        ),
      );
      return run(md, text, false, facts, keep);
    }
  };

  return {
    async render(text, source, diagnostics, keep) {
      const facts: FileFacts = { source, diagnostics, headings: [], ids: [], links: [], assets: [], hasMermaid: false };
      const isMdx = source.relPath.endsWith('.mdx') || ctx.markdown.format === 'mdx';
      const tree = isMdx ? await parseMdx(text, facts, keep) : await run(md, text, false, facts, keep);
      const excerpt = facts.truncateAt === undefined ? undefined : tree.children.slice(0, facts.truncateAt);
      // `<!-- truncate -->` and other comments are notes to authors: Docusaurus's MDX drops them, so no page carries them.
      removeComments(tree);
      const html = toHtml(tree, { allowDangerousHtml: true });
      const out: RenderedMarkdown = {
        html,
        headings: facts.headings,
        ids: facts.ids,
        links: facts.links,
        assets: facts.assets,
        hasMermaid: facts.hasMermaid,
        text: plainText(tree),
      };
      if (facts.siteComponents) out.siteComponents = [...new Set(facts.siteComponents)];
      if (excerpt) out.excerptHtml = toHtml({ type: 'root', children: excerpt }, { allowDangerousHtml: true });
      return out;
    },
  };
}

function removeComments(node: HastRoot | Element): void {
  node.children = node.children.filter((child) => child.type !== 'comment') as typeof node.children;
  for (const child of node.children) if (child.type === 'element') removeComments(child);
}

/** The words a reader sees: heading anchor marks left out. */
function plainText(tree: HastRoot): string {
  const parts: string[] = [];
  const walk = (node: HastRoot | HastRoot['children'][number]): void => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element') {
      if ((node.properties.className as string[] | undefined)?.includes('hash-link')) return;
      node.children.forEach(walk);
      if (/^(p|h[1-6]|li|td|th|div|pre|blockquote|tr)$/.test(node.tagName)) parts.push(' ');
    } else if (node.type === 'root') node.children.forEach(walk);
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
