/** SPEC §9: neutral in light mode, forest in dark mode. */
export function diagramTheme(mode: string | null): 'neutral' | 'forest' {
  return mode === 'dark' ? 'forest' : 'neutral';
}

/** `rgb(230, 232, 235)` (a computed colour) as `#e6e8eb`, the form mermaid's colour maths reads; anything else as it is. */
export function hexColor(css: string): string {
  const m = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(css.trim());
  if (!m) return css.trim();
  return `#${m
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Mermaid's theme variables for a theme on this page. Forest is made for a white page: in dark
 * mode, what it draws straight on the page (flowchart edges and arrowheads, sequence messages,
 * their labels and lifelines, loop labels, a pie's title and legend) was near-black on the dark
 * background (1.2:1), so those take the page's text colour. What forest draws on its own light
 * shapes (node and note text, edge label chips) keeps its dark text; a sequence number is drawn
 * on a message-coloured disc, so it takes the page's background.
 */
export function diagramThemeVariables(theme: 'neutral' | 'forest', page: { text: string; background: string }): Record<string, string> {
  if (theme !== 'forest') return {};
  const text = hexColor(page.text);
  return {
    lineColor: text,
    arrowheadColor: text,
    signalColor: text,
    signalTextColor: text,
    actorLineColor: text,
    loopTextColor: text,
    pieTitleTextColor: text,
    pieLegendTextColor: text,
    sequenceNumberColor: hexColor(page.background),
  };
}
