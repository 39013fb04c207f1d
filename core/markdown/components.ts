import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from './walk.ts';
import { ENGLISH, type Translate } from '../../renderer/i18n/translate.ts';

/**
 * The Docusaurus theme components this layer renders. Markdown features render others (their
 * `components`, such as `Admonition` and the embeds); anything else is rendered as its children.
 */
export const LAYER_COMPONENTS = ['Tabs', 'TabItem', 'Details', 'CodeBlock', 'TOCInline', 'DocCardList'] as const;

/** What the component pass is given: the page's language and the components features render. */
export interface ComponentOptions {
  t?: Translate | undefined;
  /** Components a markdown feature renders (`claimedComponents`): their markers are left to it. */
  claimed?: readonly string[];
}

/**
 * Both parsers (MDX, and CommonMark with raw HTML) leave a component as a marker element,
 * `<div data-mdx="Tabs" data-mdx-props="{...}">`, so one pass gives both the same HTML.
 */
export function componentMarker(
  name: string,
  props: Record<string, unknown>,
  inline: boolean,
  line: number | undefined,
): { hName: string; hProperties: Record<string, unknown> } {
  const hProperties: Record<string, unknown> = { dataMdx: name, dataMdxProps: JSON.stringify(props) };
  // Kept for the graph stage, which can only then tell whether a DocCardList has a category to list.
  if (line !== undefined) hProperties.dataMdxLine = line;
  return { hName: inline ? 'span' : 'div', hProperties };
}

/** Turns component markers into the HTML the theme styles and the client runtime enhances. */
export function rehypeComponents(options: ComponentOptions = {}) {
  const t = options.t ?? ENGLISH;
  const claimed = new Set(options.claimed ?? []);
  return (tree: Root) => {
    unwrapLoneMarkers(tree);
    // Children first: a Tabs needs its TabItems already turned into panels.
    const markers: { node: Element; parent: Root | Element; index: number }[] = [];
    walkElements(tree, (node, parent, index) => {
      if (node.tagName === 'pre') return false;
      // A feature's components are its own (its rehype steps run after this pass).
      if (typeof node.properties.dataMdx === 'string' && !claimed.has(node.properties.dataMdx)) markers.push({ node, parent, index });
      return undefined;
    });
    for (const { node, parent, index } of markers.reverse()) {
      parent.children[index] = build(String(node.properties.dataMdx), markerProps(node), node, t);
    }
  };
}

/** A marker's props (`data-mdx-props`), or none when they do not parse. */
export function markerProps(node: Element): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(String(node.properties.dataMdxProps ?? '{}'));
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `<p><Admonition>...</Admonition></p>` (a component written on one line) loses its paragraph: a block inside <p> is invalid HTML. */
function unwrapLoneMarkers(tree: Root | Element): void {
  walkElements(tree, (node, parent, index) => {
    if (node.tagName === 'pre') return false;
    if (node.tagName !== 'p') return undefined;
    const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const only = meaningful[0];
    if (
      meaningful.length === 1 &&
      only?.type === 'element' &&
      typeof only.properties.dataMdx === 'string' &&
      BLOCKS.has(String(only.properties.dataMdx))
    ) {
      parent.children[index] = only;
    }
    return undefined;
  });
}

// Admonition is the admonitions feature's, and a block all the same.
const BLOCKS = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock', 'TOCInline', 'DocCardList']);

const str = (props: Record<string, unknown>, key: string): string | undefined =>
  props[key] === undefined || props[key] === null ? undefined : String(props[key]);

function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

const text = (value: string): ElementContent => ({ type: 'text', value });

function build(name: string, props: Record<string, unknown>, node: Element, t: Translate): Element {
  const children = node.children;
  switch (name) {
    case 'Tabs':
      return tabs(props, children);
    case 'TabItem': {
      const value = str(props, 'value') ?? str(props, 'label') ?? '';
      const label = str(props, 'label') ?? value;
      const properties: Element['properties'] = { className: ['tab-panel'], dataValue: value, dataLabel: label };
      if (props.default === true || props.default === 'true') properties.dataDefault = '';
      return el('div', properties, [el('p', { className: ['tab-label'] }, [text(label)]), ...children]);
    }
    case 'Details': {
      const summary = str(props, 'summary');
      const hasSummary = children.some((c) => c.type === 'element' && c.tagName === 'summary');
      return el('details', { className: ['details'] }, [
        ...(summary && !hasSummary
          ? [el('summary', {}, [text(summary)])]
          : hasSummary
            ? []
            : [el('summary', {}, [text(t('theme.Details.summary', 'Details'))])]),
        ...children,
      ]);
    }
    case 'CodeBlock': {
      const language = str(props, 'language');
      const code = el('code', language ? { className: [`language-${language}`] } : {}, [text(toString(node).replace(/^\n+|\s+$/g, ''))]);
      const meta = [str(props, 'title') ? `title="${str(props, 'title')}"` : '', props.showLineNumbers ? 'showLineNumbers' : '']
        .filter(Boolean)
        .join(' ');
      if (meta) code.properties.dataMeta = meta;
      return el('pre', {}, [code]);
    }
    case 'TOCInline': {
      const properties: Element['properties'] = {
        className: ['toc-inline'],
        dataTocInline: '',
        ariaLabel: t('theme.TOCInline.ariaLabel', 'On this page'),
      };
      if (typeof props.minHeadingLevel === 'number') properties.dataMinLevel = props.minHeadingLevel;
      if (typeof props.maxHeadingLevel === 'number') properties.dataMaxLevel = props.maxHeadingLevel;
      return el('nav', properties, []);
    }
    case 'DocCardList':
      return el('div', { className: ['doc-card-list'], dataDocCardList: String(node.properties.dataMdxLine ?? '') }, []);
    default:
      return el(node.tagName, { className: ['mdx-unknown'], dataComponent: name }, children);
  }
}

/**
 * `values` (a Docusaurus alternative to labels on each TabItem) names each panel's label, and
 * `defaultValue` picks the first panel shown; `queryString` is kept for the client.
 */
function tabs(props: Record<string, unknown>, children: ElementContent[]): Element {
  const values = Array.isArray(props.values) ? (props.values as { value?: unknown; label?: unknown }[]) : [];
  const defaultValue = str(props, 'defaultValue');
  for (const child of children) {
    if (child.type !== 'element' || !(child.properties.className as string[] | undefined)?.includes('tab-panel')) continue;
    const value = String(child.properties.dataValue ?? '');
    const named = values.find((v) => String(v.value) === value);
    if (named?.label !== undefined) {
      child.properties.dataLabel = String(named.label);
      const label = child.children[0];
      if (label?.type === 'element') label.children = [text(String(named.label))];
    }
    if (defaultValue !== undefined) {
      if (value === defaultValue) child.properties.dataDefault = '';
      else delete child.properties.dataDefault;
    }
  }
  const properties: Element['properties'] = { className: ['tabs'] };
  const groupId = str(props, 'groupId');
  if (groupId) properties.dataGroupId = groupId;
  const query = props.queryString === true ? groupId : str(props, 'queryString');
  if (query) properties.dataQueryString = query;
  return el('div', properties, children);
}
