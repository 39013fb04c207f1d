import { diagnostic } from '../../model/diagnostics.ts';
import type { FileFacts } from './context.ts';
import { LAYER_COMPONENTS } from './components.ts';

export type Point = { line: number; column: number } | undefined;
export type WarnAt = (point: Point, code: string, message: string, hint: string) => void;

/** A warning reporter for one file; both parsers report through it, so their messages agree. */
export function warnerFor(facts: FileFacts | undefined): WarnAt {
  return (point, code, message, hint) =>
    facts?.diagnostics.push(diagnostic('warning', code, message, { file: facts.source.display, point, hint }));
}

/** `claimed`: the components markdown features render (`claimedComponents`). */
export function warnUnknownComponent(name: string, point: Point, warn: WarnAt, claimed: readonly string[]): void {
  const known = [...LAYER_COMPONENTS, ...claimed];
  if (known.includes(name)) return;
  warn(
    point,
    'component-unknown',
    `the component <${name}> is not one portal renders; its children are shown without it`,
    `supported: ${known.join(', ')}; or write plain markdown or HTML`,
  );
}

/** A literal `export const x = 'value'` is data and harmless to leave out; other exports are code. */
const TRIVIAL_EXPORT = /^export\s+const\s+[\w$]+\s*=\s*(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|null)\s*;?\s*$/;

/**
 * `import` lines are dropped silently: the theme's components are built in, and other imports only
 * matter where their component is used (which warns there). `export` lines would run the author's
 * code, so they are left out with a warning.
 */
export function warnEsm(value: string, point: Point, warn: WarnAt): void {
  value.split('\n').forEach((line, i) => {
    if (!/^export\b/.test(line) || TRIVIAL_EXPORT.test(line)) return;
    const at = point ? { line: point.line + i, column: 1 } : undefined;
    warn(
      at,
      'mdx-export',
      "an `export` runs the page author's JavaScript, which portal never does; it is left out",
      'write its value into the page as text, or move it to a component portal renders',
    );
  });
}
