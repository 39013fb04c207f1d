import { diagramTheme } from './diagram-theme.ts';

/** Drawn diagrams by theme, source and place on the page: a page shown again gets them at once. */
export type DiagramCache = Map<string, string>;

export function diagramKey(theme: string, source: string, index: number): string {
  return `${theme}\n${index}\n${source}`;
}

/** The boxes still to draw in the current theme, each with its cache key. */
export function pendingDiagrams(doc: Document): { box: HTMLElement; source: HTMLElement; key: string; theme: ReturnType<typeof diagramTheme> }[] {
  const theme = diagramTheme(doc.documentElement.getAttribute('data-theme'));
  return [...doc.querySelectorAll<HTMLElement>('.mermaid-diagram')].flatMap((box, index) => {
    const source = box.querySelector<HTMLElement>('.mermaid-source');
    return source && box.dataset.theme !== theme ? [{ box, source, key: diagramKey(theme, source.textContent ?? '', index), theme }] : [];
  });
}

/**
 * Draws a diagram at its natural size: mermaid makes its SVG as wide as the column and no wider
 * than its natural width, so a wide diagram on a phone was squeezed, its labels a few pixels tall.
 * At its natural width it scrolls sideways in its box instead (theme/content.css).
 */
function naturalSize(output: HTMLElement): void {
  const svg = output.querySelector<SVGSVGElement>(':scope > svg');
  const natural = svg?.style.maxWidth;
  if (!svg || !natural?.endsWith('px')) return;
  svg.style.width = natural;
  svg.style.maxWidth = 'none';
}

/** Puts a diagram's SVG (or its error) in place of its source. */
export function placeDiagram(doc: Document, box: HTMLElement, source: HTMLElement, html: string, theme: string): void {
  let output = box.querySelector<HTMLElement>(':scope > .mermaid-output');
  if (!output) {
    output = doc.createElement('div');
    output.className = 'mermaid-output';
    box.prepend(output);
  }
  output.innerHTML = html;
  naturalSize(output);
  const failed = html.includes('mermaid-error');
  source.hidden = !failed;
  box.classList.toggle('mermaid-failed', failed);
  box.dataset.theme = theme;
}

/** @public: drawn diagrams put back at once, through mermaid.ts, which enhance.ts imports lazily. */
export function placeCachedDiagrams(doc: Document, cache: DiagramCache): void {
  for (const { box, source, key, theme } of pendingDiagrams(doc)) {
    const html = cache.get(key);
    if (html !== undefined) placeDiagram(doc, box, source, html, theme);
  }
}
