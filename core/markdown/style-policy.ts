/**
 * What a `style` attribute in content may do. Layout styles (colours, widths, alignment) are part of
 * documentation; a style may not load anything (`url()`, `@import`, `image-set()`), run anything
 * (`expression()`, bindings), or lift the element out of the article over the page: fixed
 * positioning, stacking above the shell with `z-index`, or absolute positioning that reaches past
 * the content (full-page insets, negative offsets, viewport sizes). The value is judged after CSS
 * comments and escapes are undone, as a browser would read it.
 */

const LOADS =
  /url\s*\(|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|vbscript:/i;
const VIEWPORT = /-?[\d.]+\s*(?:d|s|l)?v(?:w|h|min|max|i|b)\b/i;
const INSETS = ['inset', 'inset-block', 'inset-inline', 'inset-block-start', 'inset-block-end', 'inset-inline-start', 'inset-inline-end'];
const SIDES = ['top', 'right', 'bottom', 'left'];
const SIZES = ['width', 'height', 'min-width', 'min-height', 'inline-size', 'block-size', 'min-inline-size', 'min-block-size'];

/** Why this style value may not stay in content, or undefined when it may. */
export function styleProblem(value: string): string | undefined {
  const css = decodeCss(value);
  if (LOADS.test(css)) return 'it loads a resource or runs code (url(), @import, expression())';
  const decl = declarations(css);
  const position = decl.get('position');
  if (position === 'fixed') return 'position: fixed places it over the page, outside the article';
  if (position !== 'absolute' && position !== 'relative' && position !== 'sticky') return undefined;
  const z = decl.get('z-index');
  if (z !== undefined && z !== 'auto') return `position: ${position} with z-index can stack it over the page`;
  if (position !== 'absolute') return undefined;
  if (INSETS.some((p) => decl.has(p))) return 'position: absolute with inset can cover the page';
  const far = (v: string | undefined) => v !== undefined && (/^-|\s-/.test(v) || VIEWPORT.test(v) || /\d{3,}%|\b100%/.test(v));
  if (SIDES.some((p) => far(decl.get(p)))) return 'position: absolute with negative, full or viewport-sized offsets can cover the page';
  if (
    SIZES.some((p) => {
      const v = decl.get(p);
      return v !== undefined && (VIEWPORT.test(v) || /\d{3,}%|\b100%/.test(v));
    })
  )
    return 'position: absolute with a full-page size can cover the page';
  return undefined;
}

/** CSS escapes (`\75 rl(`) and comments can hide a `url(` from a plain match. */
function decodeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000 || 0xfffd))
    .replace(/\\(.)/g, '$1');
}

/**
 * The declarations of a style attribute, property (lower case) to value (lower case, `!important`
 * dropped); the last one of a property wins, as in the browser. Semicolons inside strings and
 * parentheses do not split.
 */
function declarations(css: string): Map<string, string> {
  const out = new Map<string, string>();
  let depth = 0;
  let quote = '';
  let start = 0;
  const take = (end: number) => {
    const part = css.slice(start, end);
    const colon = part.indexOf(':');
    if (colon > 0)
      out.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .replace(/!\s*important\s*$/i, '')
          .trim()
          .toLowerCase(),
      );
    start = end + 1;
  };
  for (let i = 0; i < css.length; i++) {
    const c = css.charAt(i);
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) take(i);
  }
  take(css.length);
  return out;
}
