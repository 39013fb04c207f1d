import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { capNesting } from '../markdown/nesting.ts';
import { parseInPieces } from '../markdown/pieces.ts';
import { pruneDeep } from '../markdown/depth-guard.ts';
import { preprocessMarkdown } from '../markdown/preprocess.ts';
import type { ParsedTree } from '../markdown/processor.ts';
import type { TwinContext } from './twin-nodes.ts';
import { titledTwin, type TwinBody } from './twin-title.ts';
import { writeTwin } from './twin-verbatim.ts';
import { twinRules } from '../markdown/features/registry.ts';
import type { MarkdownFeature } from '../markdown/features/types.ts';

export { titledTwin, type TwinBody };

export interface TwinInput {
  /** The file's full text, frontmatter included. */
  text: string;
  /** True when the page was read as MDX (`.mdx`, or `.md` under `markdown.format: mdx`); else CommonMark. */
  mdx: boolean;
  title: string;
  /** The final absolute URL of a link or image as written in the file, or undefined to keep it. */
  resolveUrl: (url: string) => string | undefined;
  /** Markdown features other than the registry's (tests of a feature not yet registered). */
  features?: readonly MarkdownFeature[];
}

const mdParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml', 'toml']).use(remarkGfm).use(remarkDirective).freeze();
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx)
  .freeze();

/**
 * A doc page as clean markdown for AI assistants and other tools: the title as its `#` heading,
 * no frontmatter, imports or expressions, components turned into the markdown they stand for
 * (tabs as labelled sections, admonitions and `<Admonition>` as quoted blocks, `<CodeBlock>` as
 * a fence), and links and images as absolute URLs. Author code is never run.
 */
export function markdownTwin(input: TwinInput): string {
  return titledTwin(twinBody(input), input.title);
}

/**
 * `parsed` is the page's own tree as parsed (before the page's plugins changed it): used when it
 * was parsed from the same text in the same way, which saves parsing the file a second time.
 */
export function twinBody(input: Omit<TwinInput, 'title'> & { parsed?: ParsedTree }): TwinBody {
  const prepared = prepare(input.text);
  const { parsed } = input;
  const same =
    parsed !== undefined &&
    !/^\+\+\+/.test(input.text) &&
    (input.mdx ? parsed.mdx && parsed.text === prepared : !parsed.mdx && parsed.text === preprocessMarkdown(prepared, false));
  const { tree, text } = same ? parsed : parse(prepared, input.mdx);
  // The page's own tree was cut already; the walks below are recursive.
  if (!same) pruneDeep(tree);
  const ctx: TwinContext = { resolveUrl: input.resolveUrl, rules: twinRules(input.features) };
  return writeTwin(tree, text, ctx);
}

/**
 * Source rewrites that keep every line where it was: `{#id}` heading ids (an expression error in
 * MDX, and noise for a reader) go, and `:::tip Title` becomes the `:::tip[Title]` the parser knows.
 */
function prepare(text: string): string {
  return capNesting(text)
    .text.replace(/^(#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/gm, '$1')
    .replace(/^([ \t]*:::+)([a-z]+)[ \t]+([^\n[{][^\n]*?)[ \t]*$/gm, '$1$2[$3]');
}

/**
 * Parsed as the page was: MDX, or CommonMark where the JSX Docusaurus authors write in `.md` files
 * (tags across lines, `attr={...}`) is first brought to one-line HTML tags, as for the page itself.
 */
function parse(text: string, mdx: boolean): { tree: Root; text: string } {
  if (mdx) {
    try {
      return { tree: parseInPieces((piece) => mdxParser.parse(piece), text), text };
    } catch {
      // The page fell back to CommonMark too.
    }
  }
  const md = preprocessMarkdown(text, false);
  return { tree: parseInPieces((piece) => mdParser.parse(piece), md), text: md };
}
