/**
 * The script that runs in <head> before the first paint: it applies the remembered colour mode and
 * the announcement bar's dismissed state, so neither flashes. It must stay tiny and must not throw
 * when storage is blocked.
 *
 * It is the same text on every page of every site (what differs per site is read from attributes
 * of <html>, see headScriptAttributes), so one Content-Security-Policy hash allows it everywhere:
 * templates/csp.ts builds the policy with its hash (the client imports this file too, so no Node modules here).
 */
export interface HeadScriptOptions {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
  /** The site's base path: a page served outside it shows the base-path banner (see document.ts). */
  baseUrl: string;
}

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';
/** Under the `__portal` prefix no content id may have (model/reserved.ts SHELL_IDS names the same ids). */
export const BASE_BANNER_ID = '__portal-base-banner';

const dark = 'matchMedia("(prefers-color-scheme: dark)").matches';

export const HEAD_SCRIPT = [
  '(function(){var d=document.documentElement;d.className=d.className.replace("no-js","js");',
  // data-theme is rendered as the site's default mode.
  'var m=d.getAttribute("data-theme")==="dark"?"dark":"light",n=d.getAttribute("data-announcement-id"),s=null,a=null;',
  `try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});a=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})}catch(e){}`,
  `if(d.hasAttribute("data-theme-system")){if(s!=="light"&&s!=="dark")s=${dark}?"dark":m}else if(s==="system")s=${dark}?"dark":"light";`,
  'd.setAttribute("data-theme",s==="light"||s==="dark"?s:m);',
  'if(n!==null&&a===n)d.setAttribute("data-announcement-dismissed","true");',
  // Inline, so it runs even when the wrong base path makes the stylesheet and the bundle 404.
  // The entry module, inserted by this script: the policy trusts what it inserts ('strict-dynamic')
  // and no <script src> of the markup. At DOMContentLoaded, as a module in the markup would run;
  // its <link rel="modulepreload"> has fetched it by then.
  'var j=d.getAttribute("data-entry");if(j)document.addEventListener("DOMContentLoaded",function(){var t=document.createElement("script");t.type="module";t.src=j;document.head.appendChild(t)});',
  `var b=d.getAttribute("data-base")||"/",p=location.pathname;if(p.indexOf(b)!==0&&p+"/"!==b)document.addEventListener("DOMContentLoaded",function(){var e=document.getElementById("${BASE_BANNER_ID}");if(e){e.hidden=false;e.querySelector("[data-served-at]").textContent=p}});`,
  '})()',
].join('');

/** The attribute of <html> naming the entry module the head script loads (document.ts writes it). */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** The attributes of <html> the head script reads (data-theme, the default mode, is rendered by the document). */
export function headScriptAttributes({ respectPrefersColorScheme, announcementId, baseUrl }: HeadScriptOptions): Record<string, string> {
  return {
    ...(respectPrefersColorScheme ? { 'data-theme-system': '' } : {}),
    ...(announcementId !== null ? { 'data-announcement-id': announcementId } : {}),
    'data-base': baseUrl,
  };
}
