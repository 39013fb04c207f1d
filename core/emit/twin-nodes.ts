import type { Code, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { staticValue } from '../markdown/static-value.ts';
import { isMdxOnlyText, staticAttributes } from '../markdown/md-components.ts';
import { sanitizeFragment } from '../markdown/sanitize-fragment.ts';
import { unsafeUrlReason } from '../../model/url-policy.ts';
import type { TwinRules } from '../markdown/features/registry.ts';

export interface TwinContext {
  resolveUrl: (url: string) => string | undefined;
  /** The markdown features' twin rules: a node one claims is written by it. */
  rules: TwinRules;
  /** Tab labels from the `values` of the last `<Tabs>` seen, for `<TabItem>`s that name only a value. */
  tabLabels?: Map<string, string>;
}

type Mode = 'flow' | 'phrasing';
type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** Node types `mdast-util-to-markdown` (with GFM and directives) writes; anything else is rewritten. */
const PLAIN = new Set([
  'blockquote',
  'break',
  'code',
  'definition',
  'delete',
  'emphasis',
  'footnoteDefinition',
  'footnoteReference',
  'heading',
  'html',
  'image',
  'imageReference',
  'inlineCode',
  'link',
  'linkReference',
  'list',
  'listItem',
  'paragraph',
  'strong',
  'table',
  'tableCell',
  'tableRow',
  'text',
  'thematicBreak',
  'leafDirective',
  'textDirective',
]);

/**
 * Raw HTML with words of its own, as the page shows it: through the sanitiser (the page's warnings
 * already named what it removes), so no handler or script URL reaches a tool that renders the twin.
 */
function cleanHtml(html: string): Nodes[] {
  const clean = sanitizeFragment(html, { display: '', point: undefined, what: '', allowedIframeHosts: [] }).html.trim();
  return clean ? [{ type: 'html', value: clean }] : [];
}

/** Cleans a list of sibling nodes; each node may become none, one or several. */
export function cleanNodes(nodes: readonly Nodes[], ctx: TwinContext, mode: Mode): Nodes[] {
  return nodes.flatMap((n) => cleanNode(n, ctx, mode));
}

function cleanNode(node: Nodes, ctx: TwinContext, mode: Mode): Nodes[] {
  const rule = ctx.rules.ruleFor(node);
  if (rule) return rule(node, { mode, clean: (nodes, as = mode) => cleanNodes(nodes, ctx, as) });
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html':
      // `<!-- truncate -->` and other comments are notes to authors, not content.
      if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return [];
      // Inline tags (`<span class="swatch">`, `<kbd>`) are styling: their text, between them, stays.
      if (mode === 'phrasing' && /^<\/?[a-z][\w-]*(\s[^>]*)?\/?>$/i.test(node.value.trim()))
        return /^<br\b/i.test(node.value.trim()) ? [{ type: 'break' }] : [];
      return htmlTags(node.value, ctx, mode) ?? cleanHtml(node.value);
    case 'link':
    case 'image':
    case 'definition': {
      // The page dropped a script or data URL; the twin, which other tools render, drops it too.
      if (unsafeUrlReason(node.url)) {
        if (node.type === 'definition') return [];
        if (node.type === 'image') return node.alt ? [{ type: 'text', value: node.alt }] : [];
        return cleanNodes(node.children as Nodes[], ctx, 'phrasing');
      }
      const url = ctx.resolveUrl(node.url);
      const next = { ...node, url: url ?? node.url } as Nodes;
      if ('children' in next) next.children = cleanNodes(next.children as Nodes[], ctx, 'phrasing') as never;
      return [next];
    }
    case 'containerDirective':
      return container(node, ctx, mode);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, ctx, node.type === 'mdxJsxFlowElement' ? 'flow' : 'phrasing');
    default:
      break;
  }
  if (!PLAIN.has(node.type)) {
    // A node kind a plugin added that the writer does not know: keep its words.
    const text = toString(node);
    return text ? [mode === 'flow' ? paragraph([{ type: 'text', value: text }]) : { type: 'text', value: text }] : [];
  }
  // `import` lines and `{/* ... */}` in a file read as CommonMark are MDX, not words.
  if (node.type === 'paragraph' && node.children.every((c) => c.type === 'text') && isMdxOnlyText(toString(node))) return [];
  if (node.type === 'paragraph') {
    // `<Admonition>text</Admonition>` on one line parses as an inline element inside a paragraph.
    const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const only = meaningful[0];
    if (meaningful.length === 1 && only?.type === 'mdxJsxTextElement' && /^[A-Z]/.test(only.name ?? '')) {
      const block: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: only.name,
        attributes: only.attributes,
        children: [paragraph(only.children)],
      };
      return cleanNode(block, ctx, 'flow');
    }
  }
  if (node.type === 'paragraph' || node.type === 'heading') {
    return [{ ...node, children: tidyPhrasing(cleanNodes(node.children as Nodes[], ctx, 'phrasing') as PhrasingContent[]) } as Nodes];
  }
  if ('children' in node) {
    const childMode: Mode = /^(paragraph|heading|emphasis|strong|delete|link|linkReference|tableCell|textDirective|leafDirective)$/.test(
      node.type,
    )
      ? 'phrasing'
      : 'flow';
    return [{ ...node, children: cleanNodes(node.children as Nodes[], ctx, childMode) } as Nodes];
  }
  return [node];
}

/**
 * Raw HTML made only of tags, as components in a file read as CommonMark parse: each tag becomes
 * what the MDX element would (a tab's label, an image), other tags vanish and the text between
 * them, parsed as markdown around them, stays. Undefined when the HTML has words of its own.
 */
function htmlTags(html: string, ctx: TwinContext, mode: Mode): Nodes[] | undefined {
  const tags = [...html.matchAll(/<(\/?)([A-Za-z][\w.]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)];
  if (tags.length === 0 || html.replace(/<(\/?)([A-Za-z][\w.]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g, '').trim() !== '') return undefined;
  if (!tags.some((t) => /^[A-Z]/.test(t[2] ?? '') || /=\s*"\{/.test(t[3] ?? ''))) return undefined;
  return tags.flatMap((t) => {
    const [, close, name = '', attrText = ''] = t;
    if (close) return [];
    const attributes = Object.entries(staticAttributes(attrText, name)).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value: typeof value === 'string' ? value : String(value),
    }));
    const values = staticAttributes(attrText, name).values;
    if (name === 'Tabs') rememberTabLabels(values, ctx);
    const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name, attributes: attributes as MdxJsxAttribute[], children: [] };
    // The tags that stand for something without their children (which the parser left outside them).
    if (!ctx.rules.ruleFor(element) && !/^(TabItem|img|Details|CodeBlock)$/.test(name)) return [];
    return cleanNode(element, ctx, mode);
  });
}

function rememberTabLabels(values: unknown, ctx: TwinContext): void {
  if (!Array.isArray(values)) return;
  ctx.tabLabels = new Map(
    values.flatMap((v: { label?: unknown; value?: unknown }) =>
      typeof v?.value === 'string' && typeof v.label === 'string' ? [[v.value, v.label] as [string, string]] : [],
    ),
  );
}

/** The theme components Docusaurus authors use, as the markdown they stand for. */
function jsx(el: JsxNode, ctx: TwinContext, mode: Mode): Nodes[] {
  const name = el.name ?? '';
  const attrs = attributes(el);
  const str = (key: string) => (typeof attrs[key] === 'string' || typeof attrs[key] === 'number' ? String(attrs[key]) : undefined);
  const children = () => cleanNodes(el.children as Nodes[], ctx, mode);
  switch (name) {
    case 'TOCInline':
    case 'DocCardList':
    case 'head':
    case 'Head':
      return [];
    case 'Tabs': {
      rememberTabLabels(attrs.values, ctx);
      return children();
    }
    case 'TabItem': {
      const label = str('label') ?? ctx.tabLabels?.get(str('value') ?? '') ?? str('value') ?? '';
      if (mode === 'phrasing')
        return [{ type: 'strong', children: [{ type: 'text', value: label }] }, { type: 'text', value: ' ' }, ...children()];
      return [paragraph([{ type: 'strong', children: [{ type: 'text', value: label }] }]), ...children()];
    }
    case 'Details':
    case 'details': {
      const summary = str('summary');
      const body = children();
      if (!summary) return body;
      return mode === 'flow' ? [paragraph([{ type: 'strong', children: [{ type: 'text', value: summary }] }]), ...body] : body;
    }
    case 'summary': {
      const words = cleanNodes(el.children as Nodes[], ctx, 'phrasing').flatMap((n) =>
        n.type === 'paragraph' ? n.children : [n],
      ) as PhrasingContent[];
      const strong = { type: 'strong' as const, children: words };
      return mode === 'flow' ? [paragraph([strong])] : [strong];
    }
    case 'CodeBlock': {
      const code: Code = {
        type: 'code',
        lang: str('language') ?? null,
        meta: str('title') ? `title="${str('title') ?? ''}"` : null,
        value: codeText(el),
      };
      return mode === 'flow' ? [code] : [{ type: 'inlineCode', value: code.value }];
    }
    case 'img': {
      const src = str('src');
      if (!src || unsafeUrlReason(src)) return [];
      const image: PhrasingContent = { type: 'image', url: ctx.resolveUrl(src) ?? src, alt: str('alt') ?? '' };
      return mode === 'flow' ? [paragraph([image])] : [image];
    }
    case 'a': {
      const href = str('href');
      const inner = cleanNodes(el.children as Nodes[], ctx, 'phrasing') as PhrasingContent[];
      if (!href || unsafeUrlReason(href)) return mode === 'flow' ? [paragraph(inner)] : inner;
      const link: PhrasingContent = { type: 'link', url: ctx.resolveUrl(href) ?? href, children: inner };
      return mode === 'flow' ? [paragraph([link])] : [link];
    }
    case 'br':
      return mode === 'phrasing' ? [{ type: 'break' }] : [];
    case 'code':
      return mode === 'phrasing'
        ? [{ type: 'inlineCode', value: toString(el) }]
        : [{ type: 'code', lang: null, meta: null, value: toString(el) }];
    default:
      // Tabs, layout elements and unknown components: their content is what a reader needs.
      return children();
  }
}

/**
 * A `:::name` container no feature claims is shown on the page as the text it was written as
 * (directives.ts), so the twin shows the same; one a feature claims without a twin rule keeps its content.
 */
function container(node: ContainerDirective, ctx: TwinContext, mode: Mode): Nodes[] {
  const body = cleanNodes(node.children as Nodes[], ctx, 'flow');
  if (ctx.rules.directives.has(node.name)) return body;
  const head: PhrasingContent = { type: 'text', value: `:::${node.name}` };
  return mode === 'flow' ? [paragraph([head]), ...body] : [head, ...body];
}

/**
 * Joins the text left around removed elements and drops the indentation of continuation lines, which
 * the markdown writer would otherwise keep as `&#x20;`.
 */
function tidyPhrasing(children: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const child of children) {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else out.push(child.type === 'text' ? { ...child } : child);
  }
  for (const child of out) if (child.type === 'text') child.value = child.value.replace(/\n[ \t]+/g, '\n').replace(/[ \t]{2,}/g, ' ');
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  const end = out[out.length - 1];
  if (end?.type === 'text') end.value = end.value.replace(/\s+$/, '');
  return out.filter((c) => !(c.type === 'text' && c.value === ''));
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

/** `<CodeBlock>{`code`}</CodeBlock>` keeps its code in a template literal; plain text otherwise. */
function codeText(el: JsxNode): string {
  const parts = (el.children as RootContent[]).map((c) => {
    if (c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression') {
      const literal = /^\s*[`'"]([\s\S]*)[`'"]\s*$/.exec(c.value);
      return literal?.[1] ?? '';
    }
    return toString(c);
  });
  return parts.join('').replace(/^\n+|\s+$/g, '');
}

function attributes(el: JsxNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attr of el.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attr.type === 'mdxJsxExpressionAttribute') continue;
    if (attr.value === null || attr.value === undefined) out[attr.name] = true;
    else if (typeof attr.value === 'string') out[attr.name] = attr.value;
    else {
      const value = staticValue(attr.value.data?.estree);
      if (value !== undefined) out[attr.name] = value;
    }
  }
  return out;
}
