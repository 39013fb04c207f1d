import type { Code, RootContent } from 'mdast';
import { componentMarker } from '../components.ts';

/**
 * Tabs made by a feature, as the same markers `<Tabs>` and `<TabItem>` become (components.ts), so
 * they get the theme's tab markup, the client's tab switching and `groupId` syncing for free.
 */
export interface TabSpec {
  value: string;
  label: string;
  children: RootContent[];
}

export function tabsNode(groupId: string | undefined, tabs: readonly TabSpec[], line: number | undefined): RootContent {
  const panels = tabs.map((t) => ({
    type: 'tabPanel',
    data: componentMarker('TabItem', { value: t.value, label: t.label }, false, undefined),
    children: t.children,
  }));
  return {
    type: 'tabGroup',
    data: componentMarker('Tabs', groupId ? { groupId } : {}, false, line),
    children: panels,
  } as unknown as RootContent;
}

/** A code block's meta without one flag word (`npm2yarn`, `tab`), so its title and highlights still apply. */
export function metaWithout(meta: string | null | undefined, word: RegExp): string | null {
  const rest = (meta ?? '')
    .replace(word, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return rest === '' ? null : rest;
}

export function codeNode(lang: string | null | undefined, meta: string | null, value: string): Code {
  return { type: 'code', lang: lang ?? null, meta, value };
}
