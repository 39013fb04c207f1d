/**
 * The brand colours of a Docusaurus site, from its custom.css: `--ifm-color-primary` in `:root`
 * (light mode) and in `[data-theme='dark']`. Only plain hex colours are taken; anything else is
 * left to the stylesheet itself, which the converted site keeps as `theme.customCss`.
 */
export function primaryColors(css: string): { light?: string; dark?: string } {
  const out: { light?: string; dark?: string } = {};
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = m[1]!.trim();
    const value = /--ifm-color-primary\s*:\s*(#[0-9a-f]{3}(?:[0-9a-f]{3})?)\s*[;}]?/i.exec(`${m[2]!};`)?.[1];
    if (!value) continue;
    if (/data-theme\s*=\s*['"]?dark/.test(selector)) out.dark ??= value.toLowerCase();
    else if (/^(:root|html)$/.test(selector)) out.light ??= value.toLowerCase();
  }
  return out;
}

/** Hosts of the iframes in markdown and MDX (`<iframe src="https://host/...">`, `<Iframe src=...>`), for `allowedIframeHosts`. */
export function iframeHosts(text: string): string[] {
  const hosts = new Set<string>();
  for (const m of text.matchAll(/<(?:iframe|Iframe)\b[^>]*?\bsrc\s*=\s*\{?\s*["'`](https:\/\/[^"'`\s]+)/g)) {
    try {
      hosts.add(new URL(m[1]!).hostname.toLowerCase());
    } catch {
      // not a URL: the build will say so
    }
  }
  return [...hosts];
}
