/**
 * The script that runs in <head> before the first paint: it applies the remembered colour mode and
 * the announcement bar's dismissed state, so neither flashes. It must stay tiny and must not throw
 * when storage is blocked.
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
export const BASE_BANNER_ID = '__portal-base-banner';

export function headScript({ defaultMode, respectPrefersColorScheme, announcementId, baseUrl }: HeadScriptOptions): string {
  return [
    '(function(){var d=document.documentElement;d.className=d.className.replace("no-js","js");',
    `var m=${JSON.stringify(defaultMode)},s=null,a=null;`,
    `try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});a=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})}catch(e){}`,
    respectPrefersColorScheme
      ? 'if(s!=="light"&&s!=="dark"){s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":m}'
      : 'if(s==="system"){s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}',
    'd.setAttribute("data-theme",s==="light"||s==="dark"?s:m);',
    announcementId ? `if(a===${JSON.stringify(announcementId)})d.setAttribute("data-announcement-dismissed","true");` : '',
    // Inline, so it runs even when the wrong base path makes the stylesheet and the bundle 404.
    `var b=${JSON.stringify(baseUrl)},p=location.pathname;if(p.indexOf(b)!==0&&p+"/"!==b)document.addEventListener("DOMContentLoaded",function(){var e=document.getElementById("${BASE_BANNER_ID}");if(e){e.hidden=false;e.querySelector("[data-served-at]").textContent=p}});`,
    '})()',
  ].join('');
}
