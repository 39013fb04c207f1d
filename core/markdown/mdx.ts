import { randomUUID } from 'node:crypto';
import type { Root, RootContent } from 'mdast';
import { find, html } from 'property-information';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { expandPartials } from './partials.ts';
import { componentMarker } from './components.ts';
import { warnerFor, warnEsm, warnUnknownComponent, type WarnAt } from './component-warnings.ts';
import { cleanStyle, removedStyleMessage } from './style-policy.ts';
import { urlScheme } from '../../model/url-policy.ts';
import { staticValue } from './static-value.ts';
import { islandMarker, siteImports, type SiteImport } from './features/site-components/index.ts';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** HTML elements that belong inside a paragraph; any other element (or component) alone on a line is a block. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/**
 * JSX attribute names as hast property names, the way the HTML parser names them for `.md`, so
 * both modes keep and drop the same attributes: `class` and `className` are className,
 * `aria-labelledby` is ariaLabelledBy, `srcset` and `srcSet` are srcSet, `data-x-y` is dataXY.
 */
function hastProperties(attrs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const info = find(html, name);
    const key = info.property;
    if (key === 'className' && typeof value === 'string') out[key] = value.split(/\s+/).filter(Boolean);
    else if ((info.spaceSeparated || info.commaSeparated) && typeof value === 'string')
      out[key] = value.split(info.commaSeparated ? /\s*,\s*/ : /\s+/).filter(Boolean);
    else out[key] = value;
  }
  return out;
}

/**
 * MDX without running author code: components become markers the component pass turns into
 * HTML, attribute expressions are read statically, `import` lines are dropped (the theme's
 * components are built in), and what cannot be shown is a warning whose children still render.
 */
export function remarkMdxComponents(this: Processor, claimed: readonly string[] = []) {
  const parse = (f: VFile) => this.parse(f) as Root;
  return async (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    const warn = warnerFor(facts);

    // `<Admonition>text</Admonition>` on one line parses as an inline element inside a paragraph;
    // a block component inside <p> is invalid HTML, so such a paragraph gives way to its element.
    visit(tree, 'paragraph', (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
      const only = meaningful[0];
      if (meaningful.length === 1 && only?.type === 'mdxJsxTextElement' && !INLINE_TAGS.has(only.name ?? 'span')) {
        parent.children[index] = { ...only, type: 'mdxJsxFlowElement' } as never;
      }
    });
    if (facts) await expandPartials(tree, facts, parse);
    // Components the site's own code provides (site code is trusted; this file's code never runs).
    const siteDir = facts ? facts.source.absPath.slice(0, facts.source.absPath.length - facts.source.relPath.length) : '';
    const fromSite = new Map<string, SiteImport>();
    visit(tree, 'mdxjsEsm', (node) => {
      if (facts) for (const [name, ref] of siteImports(node.data?.estree, facts.source.absPath, siteDir).names) fromSite.set(name, ref);
    });
    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      if (node.type === 'mdxjsEsm') {
        warnEsm(node.value, node.position?.start, warn);
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        parent.children.splice(
          index,
          1,
          ...expressionContent(node.value, node.type === 'mdxFlowExpression', node.data?.estree, () =>
            warn(
              node.position?.start,
              'mdx-unsupported',
              'MDX expressions are not evaluated, so `{...}` is left out',
              'write the value as text',
            ),
          ),
        );
        return [SKIP, index];
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as JsxNode;
      const name = el.name ?? '';
      const attrs = readAttributes(el, (message) =>
        warn(el.position?.start, 'mdx-unsupported', message, 'use a plain string or number value'),
      );
      if (/^[a-z][a-z0-9-]*$/.test(name)) {
        el.data = { hName: name, hProperties: hastProperties(attrs) as never };
        return;
      }
      const site = fromSite.get(name);
      if (site && facts) {
        (facts.siteComponents ??= []).push(site.module);
        if (typeof attrs.style === 'string') attrs.style = componentStyle(attrs.style, el, warn);
        dropScriptUrls(attrs, el, warn);
        facts.islandKey ??= randomUUID();
        el.data = islandMarker(site, attrs, el.type === 'mdxJsxTextElement', facts.islandKey) as JsxNode['data'];
        return;
      }
      if (name === 'TOCInline' && facts) facts.hasTocInline = true;
      warnUnknownComponent(name, el.position?.start, warn, claimed);
      el.data = componentMarker(name, attrs, el.type === 'mdxJsxTextElement', el.position?.start.line) as JsxNode['data'];
    });
  };
}

/**
 * A prop whose text is a script, data or file URL (`href="javascript:..."`) is left out of a site
 * component's props, whatever its name: the component may well put it in a link or a source, and
 * content never gets a script URL onto the page.
 */
function dropScriptUrls(attrs: Record<string, unknown>, el: JsxNode, warn: WarnAt): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value !== 'string' || !/^(?:javascript|vbscript|data|file)$/.test(urlScheme(value) ?? '')) continue;
    delete attrs[name];
    warn(
      el.position?.start,
      'unsafe-url',
      `${name}= on <${el.name ?? ''}> is a ${urlScheme(value) ?? ''}: URL, so it is left out`,
      'links may use http:, https:, mailto: or tel:, or be a path in the site',
    );
  }
}

/**
 * A site component gets `style={{...}}` as the object React expects, after the same policy as an
 * element's style attribute (style-policy.ts): what it drops is a warning at the element.
 */
function componentStyle(css: string, el: JsxNode, warn: WarnAt): Record<string, string> {
  const clean = cleanStyle(css);
  if (clean.removed.length > 0)
    warn(
      el.position?.start,
      'html-removed',
      `style of <${el.name ?? ''}> lost ${removedStyleMessage(clean.removed)}`,
      'content may style itself but not load files or leave the article: keep layout styles such as color, width, margin and padding',
    );
  return Object.fromEntries(
    clean.kept.map(([property, value]) => [property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]),
  );
}

/**
 * `{/* truncate *\/}` marks a blog excerpt like `<!-- truncate -->`; other comments vanish; a
 * string or number literal is shown; anything else would need the author's code run.
 */
function expressionContent(value: string, flow: boolean, estree: unknown, onUnsupported: () => void): RootContent[] {
  const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(value);
  if (comment) return comment[1]?.trim() === 'truncate' && flow ? [{ type: 'html', value: '<!-- truncate -->' }] : [];
  if (value.trim() === '') return [];
  const literal = staticValue(estree as never);
  if (typeof literal === 'string' || typeof literal === 'number') {
    const textNode = { type: 'text' as const, value: String(literal) };
    return flow ? [{ type: 'paragraph', children: [textNode] }] : [textNode];
  }
  onUnsupported();
  return [];
}

function readAttributes(el: JsxNode, warn: (message: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attr of el.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      warn(`spread attributes on <${el.name ?? ''}> are not evaluated`);
      continue;
    }
    // The page's own headings, which portal fills in itself.
    if (el.name === 'TOCInline' && attr.name === 'toc') continue;
    if (attr.value === null || attr.value === undefined) out[attr.name] = true;
    else if (typeof attr.value === 'string') out[attr.name] = attr.value;
    else {
      const value = staticValue(attr.value.data?.estree, attr.name === 'style');
      if (value === undefined) warn(`the value of ${attr.name}= on <${el.name ?? ''}> is not a static value and is left out`);
      else out[attr.name] = value;
    }
  }
  return out;
}
