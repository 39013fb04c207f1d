import { SHELL_IDS } from '../../model/reserved.ts';
import type { Translate } from '../i18n/translate.ts';
import { errorChain } from './error-chain.ts';

/**
 * What the page area shows instead of a page: a slow load, a failed one, a page that cannot be
 * shown, a bad address. Plain DOM (React is not loaded for them): each is a
 * <main id={SHELL_IDS.main}>, so the skip link and focus handling work as on a page.
 */

type Child = Node | string;

function el(doc: Document, tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function main(doc: Document, className: string, ...children: Child[]): HTMLElement {
  return el(doc, 'main', { id: SHELL_IDS.main, class: className, tabindex: '-1' }, ...children);
}

function button(doc: Document, label: string, onClick: () => void): HTMLElement {
  const b = el(doc, 'button', { type: 'button', class: 'button button-primary' }, label);
  b.addEventListener('click', onClick);
  return b;
}

/** The top bar shown while a route change takes longer than 200 ms. */
export function progressBar(doc: Document, t: Translate): HTMLElement {
  return el(doc, 'div', { class: 'route-progress', role: 'progressbar', 'aria-label': t('portal.status.loadingPage', 'Loading page') });
}

export function loadingView(doc: Document, t: Translate): HTMLElement {
  const view = main(
    doc,
    'status-view loading-view',
    el(doc, 'div', { class: 'spinner', role: 'status', 'aria-label': t('portal.status.loadingPage', 'Loading page') }),
  );
  view.setAttribute('aria-busy', 'true');
  return view;
}

export function loadErrorView(doc: Document, t: Translate, error: Error, onRetry: () => void): HTMLElement {
  return main(
    doc,
    'status-view',
    el(
      doc,
      'div',
      { role: 'alert' },
      el(doc, 'h1', { class: 'page-title' }, t('portal.status.loadFailed', 'This page could not be loaded')),
      el(doc, 'pre', { class: 'error-text' }, errorChain(error)),
    ),
    button(doc, t('portal.status.retry', 'Retry'), onRetry),
  );
}

export function invalidPathView(doc: Document, t: Translate, error: Error, homeHref: string): HTMLElement {
  return main(
    doc,
    'status-view',
    el(
      doc,
      'div',
      { role: 'alert' },
      el(doc, 'h1', { class: 'page-title' }, t('portal.status.invalidAddress', 'Invalid address')),
      el(doc, 'p', { class: 'error-text' }, error.message),
    ),
    el(doc, 'a', { class: 'button button-primary', href: homeHref }, t('portal.status.goHome', 'Go to the home page')),
  );
}

/** A page that was loaded but cannot be shown (SPEC §8): the message and its causes, and Try again. */
export function crashView(doc: Document, t: Translate, error: Error, onTryAgain: () => void): HTMLElement {
  return main(
    doc,
    'status-view',
    el(
      doc,
      'div',
      { role: 'alert' },
      el(doc, 'h1', { class: 'page-title' }, t('theme.ErrorPageContent.title', 'This page crashed.')),
      el(doc, 'pre', { class: 'error-text' }, errorChain(error)),
    ),
    button(doc, t('theme.ErrorPageContent.tryAgain', 'Try again'), onTryAgain),
  );
}
