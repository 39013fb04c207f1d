import type { ScrollIntent } from './router.ts';
import { hashId } from './route-url.ts';

/** Applies a navigation's scroll: to the #hash target, animated to the top, or back to where the reader was. */
export function applyScroll(win: Window, intent: ScrollIntent): void {
  const doc = win.document;
  if (intent.kind === 'restore') win.scrollTo(0, intent.y);
  else if (intent.kind === 'hash') {
    const target = doc.getElementById(hashId(intent.id));
    if (target) target.scrollIntoView();
    else win.scrollTo(0, 0);
  } else if (intent.kind === 'top') {
    const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    win.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }
}
