import { addCopyButtons } from './content/copy-code.ts';
import { createSectionSpy, keepInColumn } from './section-spy.ts';
import { safeStorage, type SafeStorage } from './storage.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * What API reference pages need JavaScript for, and nothing more: the page is complete without it.
 * Loaded lazily, only on pages that have `[data-api-page]`.
 */
export function enhanceApiPage(doc: Document, t: Translate): void {
  const root = doc.querySelector<HTMLElement>('[data-api-page]');
  const win = doc.defaultView;
  if (!root || !win || root.dataset.enhanced === 'true') return;
  root.dataset.enhanced = 'true';
  const storage = safeStorage(win);
  for (const group of root.querySelectorAll<HTMLElement>('[data-api-tabs]')) makeTabs(doc, group, storage);
  addCopyButtons(root, doc, t);
  for (const tree of root.querySelectorAll<HTMLElement>('[data-schema-tree]')) wireExpandAll(tree);
  for (const group of root.querySelectorAll<HTMLElement>('[data-schema-variants]')) makeSwitcher(doc, group);
  wireNavToggle(root);
  wireConsoles(doc, root);
  syncNav(root);
  // Client navigation replaces the page: a listener whose page is gone removes itself.
  const reveal = () => (root.isConnected ? revealHash(doc, root) : win.removeEventListener('hashchange', reveal));
  win.addEventListener('hashchange', reveal);
  reveal();
}

export const LANG_STORAGE_KEY = 'portal.api.sample-language';

/** Tabs over a group of panels. The code language choice is shared by every group and remembered. */
function makeTabs(doc: Document, group: HTMLElement, storage: SafeStorage): void {
  const panels = [...group.querySelectorAll<HTMLElement>(':scope > .api-tab-panel')];
  if (panels.length < 2) return;
  const shared = group.dataset.apiTabs === 'lang';
  const list = doc.createElement('div');
  list.className = 'api-tablist';
  list.setAttribute('role', 'tablist');
  const title = group.querySelector('.api-samples-title');
  if (title?.textContent) list.setAttribute('aria-label', title.textContent);
  const uid = `api-tabs-${Math.random().toString(36).slice(2, 8)}`;
  const tabs = panels.map((panel, i) => {
    const tab = doc.createElement('button');
    tab.type = 'button';
    tab.className = 'api-tab';
    tab.id = `${uid}-tab-${i}`;
    tab.textContent = panel.dataset.tabLabel ?? `Tab ${i + 1}`;
    tab.setAttribute('role', 'tab');
    tab.dataset.tabKey = panel.dataset.tabKey ?? String(i);
    panel.id = `${uid}-panel-${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    tab.setAttribute('aria-controls', panel.id);
    list.append(tab);
    return tab;
  });
  const select = (key: string, focus = false) => {
    const index = Math.max(
      0,
      tabs.findIndex((t) => t.dataset.tabKey === key),
    );
    tabs.forEach((t, i) => {
      const on = i === index;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      (panels[i] as HTMLElement).hidden = !on;
      if (on && focus) t.focus();
    });
  };
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('.api-tab');
    if (!tab?.dataset.tabKey) return;
    if (!shared) return select(tab.dataset.tabKey);
    storage.set(LANG_STORAGE_KEY, tab.dataset.tabKey);
    doc.dispatchEvent(new CustomEvent('portal:api-lang', { detail: tab.dataset.tabKey }));
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step === 0 ? -1 : (current + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next]?.dataset.tabKey ?? '';
    if (shared) {
      storage.set(LANG_STORAGE_KEY, key);
      doc.dispatchEvent(new CustomEvent('portal:api-lang', { detail: key }));
    }
    select(key, true);
  });
  const follow = (event: Event) =>
    group.isConnected ? select(String((event as CustomEvent).detail)) : doc.removeEventListener('portal:api-lang', follow);
  if (shared) doc.addEventListener('portal:api-lang', follow);
  group.insertBefore(list, panels[0] ?? null);
  group.classList.add('api-tabs-ready');
  select((shared ? storage.get(LANG_STORAGE_KEY) : null) ?? tabs[0]?.dataset.tabKey ?? '');
}

function wireExpandAll(tree: HTMLElement): void {
  const button = tree.querySelector<HTMLButtonElement>(':scope > .schema-head > [data-schema-expand]');
  const nested = () => [...tree.querySelectorAll<HTMLDetailsElement>('details.schema-nested')];
  if (!button || nested().length === 0) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const open = button.textContent === 'Expand all';
    for (const d of nested()) d.open = open;
    button.textContent = open ? 'Collapse all' : 'Expand all';
  });
}

/** A row of buttons over oneOf/anyOf variants; the <details> group under it still does the work. */
function makeSwitcher(doc: Document, group: HTMLElement): void {
  const variants = [...group.querySelectorAll<HTMLDetailsElement>(':scope > details.schema-variant')];
  if (variants.length < 2) return;
  const bar = doc.createElement('div');
  bar.className = 'schema-switcher';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Variants');
  const buttons = variants.map((v, i) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'schema-switch';
    b.textContent = v.querySelector(':scope > summary')?.textContent ?? `Option ${i + 1}`;
    b.addEventListener('click', () => show(i));
    bar.append(b);
    return b;
  });
  const show = (index: number) =>
    variants.forEach((v, i) => {
      v.open = i === index;
      buttons[i]?.setAttribute('aria-pressed', String(i === index));
    });
  group.insertBefore(bar, variants[0] ?? null);
  group.classList.add('schema-variants-ready');
  show(
    Math.max(
      0,
      variants.findIndex((v) => v.open),
    ),
  );
}

/**
 * The "Try it" buttons of an API with a console. The console is a module of its own, loaded when a
 * reader first opens one, so API pages cost no more JavaScript until then.
 */
function wireConsoles(doc: Document, root: HTMLElement): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[data-try-it]');
  if (buttons.length === 0 || !root.dataset.apiConsole) return;
  let consoles: Promise<import('./try-it/console.ts').Consoles> | undefined;
  for (const button of buttons) {
    button.hidden = false;
    button.addEventListener('click', () => {
      consoles ??= import('./try-it/console.ts').then((m) => m.createConsoles(doc, root));
      consoles.then(
        (c) => c.toggle(button),
        (error: unknown) => {
          consoles = undefined;
          console.error('The console could not be loaded.', error);
        },
      );
    });
  }
}

function wireNavToggle(root: HTMLElement): void {
  const nav = root.querySelector<HTMLElement>('.api-nav');
  const button = nav?.querySelector<HTMLButtonElement>('[data-api-nav-toggle]');
  if (!nav || !button) return;
  const set = (open: boolean) => {
    nav.classList.toggle('api-nav-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => set(!nav.classList.contains('api-nav-open')));
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });
}

/**
 * Marks the navigation entry of the section being read, and keeps it in view in the nav column.
 * Back at the top of the page, above the first section, no entry is marked.
 */
function syncNav(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('.api-nav');
  const win = root.ownerDocument.defaultView;
  const links = new Map<string, HTMLElement>();
  for (const a of root.querySelectorAll<HTMLElement>('[data-nav-anchor]')) links.set(a.dataset.navAnchor ?? '', a);
  if (!list || !win || links.size === 0) return;
  createSectionSpy(win, {
    collect: () =>
      [...root.querySelectorAll('[data-api-section]')].flatMap((target) => {
        const link = links.get(target.id);
        return link ? [{ target, links: [link] }] : [];
      }),
    onMark: ([link]) => {
      if (link) keepInColumn(list, link);
    },
    // Client navigation replaces the page: the spy of a page that is gone stops.
    alive: () => root.isConnected,
  }).refresh();
}

/** A link to a response or field inside a closed <details> opens the way to it. */
function revealHash(doc: Document, root: HTMLElement): void {
  let id = doc.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  const target = id ? doc.getElementById(id) : null;
  if (!target) {
    // Another page of a split spec, or a Redoc-style anchor: sent on to the page that has it.
    if (id) void import('./api-anchors.ts').then((m) => m.followAnchor(doc, root, id));
    return;
  }
  let opened = false;
  for (let el: HTMLElement | null = target; el; el = el.parentElement) {
    if (el.tagName === 'DETAILS' && !(el as HTMLDetailsElement).open) {
      (el as HTMLDetailsElement).open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
}
