import type { ApiConsoleData } from '../../../model/api-console.ts';
import { credentialStore } from './credentials.ts';
import { el } from './dom.ts';
import { consoleForm } from './form.ts';
import { buildRequest, curlCommand } from './request.ts';
import { sendRequest } from './send.ts';

/**
 * The "Try it" consoles of one API page: this module is loaded only when a reader first opens one
 * (renderer/client/api-page.ts), and fetches the API's console data (`console.json`) then.
 */
export interface Consoles {
  toggle(button: HTMLButtonElement): Promise<void>;
}

/** The console's stylesheet (theme/api-console.css), hashed; set by core/emit/client-assets.ts. */
declare const PORTAL_CONSOLE_CSS: string;

export function createConsoles(doc: Document, root: HTMLElement): Consoles {
  const win = doc.defaultView;
  loadStyles(doc);
  const dataUrl = root.dataset.apiConsole ?? '';
  let data: Promise<ApiConsoleData> | undefined;
  const load = () =>
    (data ??= fetch(dataUrl).then((res) => {
      if (!res.ok) throw new Error(`${dataUrl} answered ${res.status}`);
      return res.json() as Promise<ApiConsoleData>;
    }));
  const credentials = win ? credentialStore(win, root.dataset.apiId ?? '') : undefined;
  return {
    async toggle(button) {
      const anchor = button.dataset.tryIt ?? '';
      const existing = button.nextElementSibling?.classList.contains('api-try') ? (button.nextElementSibling as HTMLElement) : undefined;
      if (existing) {
        existing.hidden = !existing.hidden;
        button.setAttribute('aria-expanded', String(!existing.hidden));
        return;
      }
      const panel = el(doc, 'div', { class: 'api-try', role: 'region', 'aria-label': button.getAttribute('aria-label') ?? 'Try it' });
      panel.id = `try-${anchor.replace(/[^\w-]/g, '-')}`;
      button.setAttribute('aria-controls', panel.id);
      button.setAttribute('aria-expanded', 'true');
      button.after(panel);
      let loaded: ApiConsoleData;
      try {
        loaded = await load();
      } catch (error) {
        data = undefined;
        panel.append(
          el(
            doc,
            'p',
            { class: 'api-try-error', role: 'alert' },
            `The console could not load its data: ${error instanceof Error ? error.message : String(error)}.`,
          ),
        );
        return;
      }
      const op = loaded.operations[anchor];
      if (!op || !credentials || !win) {
        panel.append(el(doc, 'p', { class: 'api-try-error', role: 'alert' }, 'This operation cannot be tried from the page.'));
        return;
      }
      const form = consoleForm({ doc, id: panel.id, data: loaded, op, credentials });
      const curl = el(doc, 'code', {});
      const result = el(doc, 'div', { class: 'api-try-result', role: 'status', 'aria-live': 'polite' });
      panel.append(
        el(doc, 'h4', { class: 'api-try-title' }, `${op.method} ${op.path}`),
        form.form,
        el(doc, 'p', { class: 'api-try-label' }, 'The same request with curl:'),
        el(doc, 'pre', { class: 'api-try-curl' }, curl),
        result,
      );
      const request = () => buildRequest(op, loaded.schemes, form.read(), new URL(dataUrl, doc.baseURI).href);
      const showCurl = () => void (curl.textContent = curlCommand(request()));
      form.form.addEventListener('input', showCurl);
      form.form.addEventListener('change', showCurl);
      showCurl();
      form.form.addEventListener('submit', (event) => {
        event.preventDefault();
        const req = request();
        if (req.missing.length > 0) {
          result.replaceChildren(el(doc, 'p', { class: 'api-try-error' }, `Fill in ${req.missing.join(', ')} first.`));
          return;
        }
        const send = form.form.querySelector<HTMLButtonElement>('.api-try-send');
        if (send) send.disabled = true;
        result.replaceChildren(el(doc, 'p', {}, 'Sending…'));
        void sendRequest(win, req).then((outcome) => {
          if (send) send.disabled = false;
          result.replaceChildren(...outcome(doc));
        });
      });
      panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    },
  };
}

/** Beside this chunk: assets/js/ -> assets/css/, whatever the site's base path. */
function loadStyles(doc: Document): void {
  if (doc.head.querySelector('link[data-api-console-css]')) return;
  doc.head.append(
    el(doc, 'link', { rel: 'stylesheet', href: new URL(`../css/${PORTAL_CONSOLE_CSS}`, import.meta.url).href, 'data-api-console-css': '' }),
  );
}
