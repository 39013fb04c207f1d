import type { CssNode, Declaration } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { ident } from 'css-tree/utils';
import walk from 'css-tree/walker';

/**
 * What a `style` attribute in content may do: lay out and colour the element it is on, inside the
 * article. It is parsed as a browser parses it (css-tree: escapes, comments, strings, bad
 * declarations skipped), each declaration is judged on its own against a list of properties and
 * value forms, and the attribute is written again from what was kept, so the browser reads
 * exactly what was judged. Removed: anything that loads or computes (`url()`, `image-set()`,
 * `var()`, `calc()`, `expression()`, any other function but colours and grid tracks), positioning
 * other than static or relative, `z-index`, transforms and zoom, shadows and outlines that can
 * paint past the box, negative lengths, viewport units, and lengths or font sizes past what an
 * article column holds.
 */

export interface StyleRemoval {
  /** The declaration as written (`position: fixed`), or the text that did not parse. */
  declaration: string;
  reason: string;
}

export interface CleanStyle {
  /** The kept declarations, written again (`color: red; margin: 0 auto`); empty when none is left. */
  css: string;
  removed: StyleRemoval[];
  /** The kept declarations, property (as written, lower case) to value. */
  kept: [string, string][];
}

/** Properties content may set; each value is then checked (valueProblem). */
const ALLOWED = new Set(
  [
    'color background-color background opacity visibility',
    'margin margin-top margin-right margin-bottom margin-left margin-block margin-inline margin-block-start margin-block-end margin-inline-start margin-inline-end',
    'padding padding-top padding-right padding-bottom padding-left padding-block padding-inline padding-block-start padding-block-end padding-inline-start padding-inline-end',
    'width height min-width min-height max-width max-height inline-size block-size min-inline-size min-block-size max-inline-size max-block-size aspect-ratio box-sizing',
    'border border-top border-right border-bottom border-left border-width border-style border-color border-radius border-collapse border-spacing',
    'border-top-width border-right-width border-bottom-width border-left-width border-top-style border-right-style border-bottom-style border-left-style',
    'border-top-color border-right-color border-bottom-color border-left-color border-top-left-radius border-top-right-radius border-bottom-left-radius border-bottom-right-radius',
    'outline outline-width outline-style outline-color',
    'font font-family font-size font-style font-weight font-variant font-stretch line-height letter-spacing word-spacing',
    'text-align text-align-last text-decoration text-decoration-line text-decoration-style text-decoration-color text-decoration-thickness text-transform text-indent text-wrap text-overflow text-underline-offset',
    'white-space word-break overflow-wrap word-wrap hyphens tab-size direction unicode-bidi writing-mode vertical-align',
    'display float clear overflow overflow-x overflow-y list-style list-style-type list-style-position table-layout caption-side empty-cells',
    'position top right bottom left',
    'flex flex-direction flex-wrap flex-flow flex-grow flex-shrink flex-basis order gap row-gap column-gap',
    'align-items align-content align-self justify-content justify-items justify-self place-items place-content place-self',
    'grid-template-columns grid-template-rows grid-column grid-row grid-column-start grid-column-end grid-row-start grid-row-end grid-auto-flow grid-auto-columns grid-auto-rows grid-area',
    'columns column-count column-width column-rule column-rule-width column-rule-style column-rule-color',
    'object-fit object-position image-rendering cursor user-select',
  ]
    .join(' ')
    .split(' '),
);

/** Functions that only name a colour or a grid track: nothing loaded, nothing computed from the page. */
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'repeat',
  'minmax',
  'fit-content',
]);

/** Units that size by the viewport or a container, not the article: a box sized by them can cover the page. */
const VIEWPORT_UNIT = /^(?:[dsl]?v(?:w|h|i|b|min|max)|cq(?:w|h|i|b|min|max))$/i;

/** Pixels per unit (font-relative units at the default 16px). */
const PX: Record<string, number> = {
  px: 1,
  em: 16,
  rem: 16,
  ch: 8,
  ex: 8,
  lh: 24,
  rlh: 24,
  cap: 12,
  ic: 16,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
};

/** No length may reach past an article column; font sizes stay those of headings. */
const MAX_LENGTH_PX = 1200;
const MAX_FONT_PX = 96;
const MAX_LINE_HEIGHT = 10;

/** Why a value may not stay, or undefined. `property` is lower case, escapes undone. */
function valueProblem(property: string, value: CssNode): string | undefined {
  let problem: string | undefined;
  const size = /^(?:font-size|font|line-height)$/.test(property) ? MAX_FONT_PX : MAX_LENGTH_PX;
  walk(value, (node) => {
    if (problem) return;
    switch (node.type) {
      case 'Function':
        if (!FUNCTIONS.has(node.name.toLowerCase())) problem = `${node.name}() is not allowed in content styles`;
        break;
      case 'Url':
        problem = 'url() would load a file';
        break;
      case 'Raw':
        problem = 'it could not be read as CSS';
        break;
      case 'Identifier': {
        const name = ident.decode(node.name).toLowerCase();
        if (property === 'position' && name !== 'static' && name !== 'relative')
          problem = `position: ${name} lifts the element out of the article`;
        if (/^(?:expression|javascript|behavior|-moz-binding)/.test(name)) problem = `${name} runs code`;
        break;
      }
      case 'Dimension': {
        const n = Number(node.value);
        const unit = node.unit.toLowerCase();
        if (n < 0) problem = 'negative lengths can pull it over other parts of the page';
        else if (VIEWPORT_UNIT.test(unit)) problem = `${node.value}${node.unit} sizes it by the window, which can cover the page`;
        else if (PX[unit] !== undefined && n * PX[unit] > size) problem = `${node.value}${node.unit} is larger than the article`;
        break;
      }
      case 'Percentage':
        if (Number(node.value) < 0) problem = 'negative lengths can pull it over other parts of the page';
        else if (Number(node.value) > 100) problem = `${node.value}% is larger than the article`;
        break;
      case 'Number':
        if (Number(node.value) < 0 && property !== 'order') problem = 'negative values can pull it over other parts of the page';
        if (property === 'line-height' && Number(node.value) > MAX_LINE_HEIGHT)
          problem = `line-height ${node.value} is larger than the article`;
        break;
      default:
        break;
    }
  });
  return problem;
}

/** Reads, judges and writes again one style attribute (or one MDX `style={{...}}`, as its CSS text). */
export function cleanStyle(text: string): CleanStyle {
  const removed: StyleRemoval[] = [];
  const kept: [string, string][] = [];
  const list = parse(text, {
    context: 'declarationList',
    parseValue: true,
    onParseError: (error) => removed.push({ declaration: error.message, reason: 'it is not valid CSS and was left out' }),
  });
  // At-rules (`@import`), nested rules and text that is no declaration are never kept.
  if (list.type === 'DeclarationList')
    list.children.forEach((node) => {
      if (node.type !== 'Declaration')
        removed.push({ declaration: generate(node), reason: 'only declarations may stay in a style attribute' });
    });
  walk(list, {
    visit: 'Declaration',
    enter(node: Declaration) {
      const property = ident.decode(node.property).toLowerCase();
      const written = `${property}: ${generate(node.value)}`;
      const reason = ALLOWED.has(property) ? valueProblem(property, node.value) : `${property} is not a property content may set`;
      if (reason) removed.push({ declaration: written, reason });
      else kept.push([property, `${generate(node.value)}${node.important ? ' !important' : ''}`]);
    },
  });
  return { css: kept.map(([p, v]) => `${p}: ${v}`).join('; '), removed, kept };
}

/** Why this style would lose something, or undefined when all of it may stay. */
export function styleProblem(text: string): string | undefined {
  const first = cleanStyle(text).removed[0];
  return first ? `${first.declaration}: ${first.reason}` : undefined;
}

/** What a warning says about the declarations a style lost. */
export function removedStyleMessage(removed: readonly StyleRemoval[]): string {
  const shown = removed.slice(0, 3).map((r) => `${truncate(r.declaration)} (${r.reason})`);
  return `${shown.join('; ')}${removed.length > 3 ? `; and ${removed.length - 3} more` : ''}`;
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
