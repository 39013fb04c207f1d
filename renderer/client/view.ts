import type { Translate } from '../i18n/translate.ts';
import { withBase } from '../../model/url.ts';
import { InvalidPathError, type NavState, type Router } from './router.ts';
import { crashView, invalidPathView, loadErrorView, loadingView, progressBar } from './status-views.ts';
import type { Swapper } from './swap.ts';

export interface ViewOptions {
  doc: Document;
  router: Router;
  swapper: Swapper;
  t: Translate;
  /** Runs after each page is shown (the entry runs it for the first page): scroll, focus, widgets, islands. */
  onView: (state: NavState, title: string | undefined) => void;
}

/**
 * What the reader sees follow the router's state: a new page put in place (renderer/client/swap.ts),
 * and, in the page area, the spinner of a slow load (with the progress bar), a failed load with
 * Retry, a bad address, or a page that cannot be shown.
 */
export function showNavigation({ doc, router, swapper, t, onView }: ViewOptions): void {
  let last = router.getState();
  let bar: HTMLElement | undefined;

  const setBar = (on: boolean) => {
    if (on && !bar) doc.body.append((bar = progressBar(doc, t)));
    if (!on && bar) {
      bar.remove();
      bar = undefined;
    }
  };

  const render = (state: NavState) => {
    const previous = last;
    last = state;
    setBar(state.slow);
    if (state.view !== previous.view) {
      let title: string | undefined;
      if (state.page !== previous.page && state.page.doc) {
        try {
          title = swapper.show({ data: state.page.data, doc: state.page.doc });
        } catch (error) {
          swapper.showInPageArea(crashView(doc, t, error as Error, router.retry));
          console.error('The page could not be shown:', error);
          return;
        }
      }
      onView(state, title);
      return;
    }
    if (state.slow && !previous.slow) swapper.showInPageArea(loadingView(doc, t));
    else if (state.error && state.error !== previous.error) {
      const home = withBase(state.page.data.site.baseUrl, '/', state.page.data.site.trailingSlash);
      swapper.showInPageArea(
        state.error instanceof InvalidPathError
          ? invalidPathView(doc, t, state.error, home)
          : loadErrorView(doc, t, state.error, router.retry),
      );
    }
  };

  router.subscribe(() => render(router.getState()));
}
