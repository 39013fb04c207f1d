import type { SafeStorage } from '../storage.ts';
import { RESERVED_ID_PREFIX } from '../../../model/reserved.ts';

/** Storage key of a tab group's choice: the same `groupId` shares one choice across pages. */
export function tabStorageKey(groupId: string): string {
  return `tabs.${groupId}`;
}

function select(group: HTMLElement, value: string): boolean {
  const tabs = [...group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = group.querySelector<HTMLElement>(`#${tab.getAttribute('aria-controls') ?? ''}`);
    if (panel) panel.hidden = !on;
  }
  return true;
}

/**
 * Turns the compiler's tab markup (`.tabs[data-group-id] > .tab-panel[data-value][data-label]`,
 * each panel starting with its `p.tab-label`, so the page reads well without JavaScript) into a
 * tab list. Choosing a tab of a group selects the same value in every group with that id on the
 * page and remembers it; the reader's place on the page stays put while the content changes.
 * @public: enhance.ts imports it lazily.
 */
export function enhanceTabs(root: ParentNode, doc: Document, storage: SafeStorage): void {
  for (const group of root.querySelectorAll<HTMLElement>('.tabs:not([data-tabs-ready])')) {
    const panels = [...group.querySelectorAll<HTMLElement>(':scope > .tab-panel')];
    if (panels.length === 0) continue;
    group.dataset.tabsReady = '';
    // Under the shell's prefix, which no content id can have (model/reserved.ts).
    const uid = `${RESERVED_ID_PREFIX}-tabs-${Math.random().toString(36).slice(2, 8)}`;
    const list = doc.createElement('div');
    list.setAttribute('role', 'tablist');
    list.className = 'tab-list';
    panels.forEach((panel, i) => {
      const tab = doc.createElement('button');
      tab.type = 'button';
      tab.className = 'tab-button';
      tab.setAttribute('role', 'tab');
      tab.id = `${uid}-tab-${i}`;
      tab.dataset.value = panel.dataset.value ?? String(i);
      tab.textContent = panel.dataset.label ?? tab.dataset.value;
      panel.id = `${uid}-panel-${i}`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      tab.setAttribute('aria-controls', panel.id);
      list.append(tab);
    });
    group.prepend(list);
    const groupId = group.dataset.groupId;
    const initial = panels.find((p) => p.hasAttribute('data-default'))?.dataset.value ?? panels[0]?.dataset.value ?? '0';
    // Docusaurus's `queryString`: `?operating-systems=windows` in the address picks the tab, and wins over the stored choice.
    const queryKey = group.dataset.queryString;
    const fromQuery = queryKey ? new URLSearchParams(doc.defaultView?.location.search ?? '').get(queryKey) : null;
    if (!(fromQuery && select(group, fromQuery)) && !(groupId && select(group, storage.get(tabStorageKey(groupId)) ?? ''))) select(group, initial);

    const choose = (tab: HTMLButtonElement) => {
      const value = tab.dataset.value ?? '';
      const before = tab.getBoundingClientRect().top;
      if (queryKey && doc.defaultView) {
        const url = new URL(doc.defaultView.location.href);
        url.searchParams.set(queryKey, value);
        doc.defaultView.history.replaceState(doc.defaultView.history.state, '', url);
      }
      if (!groupId) select(group, value);
      else {
        storage.set(tabStorageKey(groupId), value);
        for (const other of doc.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(groupId)}"][data-tabs-ready]`)) select(other, value);
      }
      // Panels above may have changed height: keep the chosen tab where the reader's eyes are.
      doc.defaultView?.scrollBy(0, tab.getBoundingClientRect().top - before);
    };
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
      if (tab) choose(tab);
    });
    list.addEventListener('keydown', (event) => {
      const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
      const i = tabs.indexOf(doc.activeElement as HTMLButtonElement);
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (i < 0 || next === undefined) return;
      event.preventDefault();
      const tab = tabs[(next + tabs.length) % tabs.length];
      if (!tab) return;
      tab.focus();
      choose(tab);
    });
  }
}
