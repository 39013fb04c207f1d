import type { Mermaid } from 'mermaid';
import { pendingDiagrams, placeDiagram, type DiagramCache } from './diagram-cache.ts';
import { diagramThemeVariables } from './diagram-theme.ts';
import type { Translate } from '../../i18n/translate.ts';
import { RESERVED_ID_PREFIX } from '../../../model/reserved.ts';

/** @public: content/enhance.ts imports this module lazily. */
export { placeCachedDiagrams } from './diagram-cache.ts';

/** Set by the client bundler: mermaid's prebuilt ES module, copied into the build (core/emit/mermaid-assets.ts). */
declare const PORTAL_MERMAID_PATH: string;

/** The message of a mermaid parse error, without its long token dump. */
export function diagramErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').slice(0, 4).join('\n');
}

/** Shown in place of the diagram, above its source, so the author sees what to fix. */
function errorHtml(error: unknown, t: Translate): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p class="mermaid-error-title">${escape(t('portal.mermaid.syntaxError', 'This diagram has a syntax error:'))}</p><pre class="mermaid-error">${escape(diagramErrorMessage(error))}</pre>`;
}

/**
 * Draws every `.mermaid-diagram` of the document not yet drawn in the current colour mode's theme,
 * one after another (mermaid keeps global state while rendering), and remembers each result.
 * @public: content/enhance.ts imports this module lazily.
 */
export async function renderDiagrams(doc: Document, cache: DiagramCache, t: Translate): Promise<void> {
  const todo = pendingDiagrams(doc);
  if (todo.length === 0) return;
  // Found from this chunk's own URL (in assets/js/): every locale's pages share the one copy at the site's root.
  const { default: mermaid } = (await import(/* runtime URL, not bundled */ new URL(`../../${PORTAL_MERMAID_PATH}`, import.meta.url).href)) as { default: Mermaid };
  const win = doc.defaultView;
  for (const { box, source, key, theme } of todo) {
    const id = `${RESERVED_ID_PREFIX}-mermaid-${Math.random().toString(36).slice(2, 10)}`;
    let html: string;
    try {
      // The colours the diagram is drawn on: the box's text colour and the page's background.
      const page = { text: win?.getComputedStyle(box).color ?? '', background: win?.getComputedStyle(doc.documentElement).backgroundColor ?? '' };
      mermaid.initialize({ startOnLoad: false, theme, themeVariables: diagramThemeVariables(theme, page), securityLevel: 'strict' });
      await mermaid.parse(source.textContent ?? '');
      html = (await mermaid.render(id, source.textContent ?? '')).svg;
    } catch (error) {
      doc.getElementById(`d${id}`)?.remove();
      html = errorHtml(error, t);
    }
    cache.set(key, html);
    // The page may have changed while mermaid worked.
    if (box.isConnected) placeDiagram(doc, box, source, html, theme);
  }
}
