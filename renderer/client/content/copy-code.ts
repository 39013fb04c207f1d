import type { Translate } from '../../i18n/translate.ts';

/** The code of a block as the reader sees it: one line per `.line` span (the highlighter wraps each), else the text. */
export function codeText(pre: Element): string {
  const lines = pre.querySelectorAll('.line');
  return lines.length > 0 ? [...lines].map((l) => l.textContent ?? '').join('\n') : (pre.textContent ?? '');
}

/** Adds a Copy button to each code block that has none (the API page adds its own). */
export function addCopyButtons(root: ParentNode, doc: Document, t: Translate): void {
  const copy = t('theme.CodeBlock.copy', 'Copy');
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    const pre = block.querySelector('pre');
    if (!pre || block.querySelector(':scope > .copy-button')) continue;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = copy;
    button.setAttribute('aria-label', t('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'));
    button.addEventListener('click', () => {
      const show = (label: string) => {
        button.textContent = label;
        setTimeout(() => (button.textContent = copy), 2000);
      };
      const clipboard = doc.defaultView?.navigator.clipboard;
      const failed = t('portal.CodeBlock.copyFailed', 'Copy failed');
      if (!clipboard) return show(failed);
      clipboard.writeText(codeText(pre)).then(
        () => show(t('theme.CodeBlock.copied', 'Copied')),
        () => show(failed),
      );
    });
    block.append(button);
  }
}
