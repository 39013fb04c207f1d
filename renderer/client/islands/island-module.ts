import type { ReactElement } from 'react';
import type { BrowserPage } from '../../../model/browser-page.ts';
import type { ClientRuntime } from '../../client-context.tsx';

/** What the browser needs to render an island: the element (from its props) and any data it loads first. */
export interface IslandModule {
  element(props: Record<string, unknown>, data: unknown, el: HTMLElement): ReactElement;
  /** Fetches what the island renders from besides its props, before it hydrates (the server had it at hand). */
  load?(props: Record<string, unknown>, runtime: ClientRuntime, page: BrowserPage): Promise<unknown>;
}
