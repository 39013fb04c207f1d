/**
 * The script that runs in <head> before the first paint: it applies the remembered colour mode and
 * the announcement bar's dismissed state, so neither flashes. It must stay tiny and must not throw
 * when storage is blocked.
 */
export interface HeadScriptOptions {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
}

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

export function headScript({ defaultMode, respectPrefersColorScheme, announcementId }: HeadScriptOptions): string {
  return [
    '(function(){var d=document.documentElement;d.className=d.className.replace("no-js","js");',
    `var m=${JSON.stringify(defaultMode)},s=null,a=null;`,
    `try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});a=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})}catch(e){}`,
    respectPrefersColorScheme
      ? 'if(s!=="light"&&s!=="dark"){s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":m}'
      : 'if(s==="system"){s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}',
    'd.setAttribute("data-theme",s==="light"||s==="dark"?s:m);',
    announcementId ? `if(a===${JSON.stringify(announcementId)})d.setAttribute("data-announcement-dismissed","true");` : '',
    '})()',
  ].join('');
}
