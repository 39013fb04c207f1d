import type { Element } from 'hast';

/** What an embedded page from an allowed host may do: run its own scripts in its own origin, open a video or map in a new tab, present. */
const SANDBOX_TOKENS = new Set(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-presentation']);
/** The sandbox an iframe gets when it names none (the Iframe component's default too). */
export const DEFAULT_SANDBOX = 'allow-scripts allow-same-origin allow-popups';
/** Browser features an embed may ask for: none of them reads the reader's devices, location or payments. */
const ALLOW_FEATURES = new Set([
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'autoplay',
  'clipboard-write',
  'accelerometer',
  'gyroscope',
  'web-share',
]);

/**
 * An allowed iframe's `sandbox` and `allow`, held to what an embed needs: every iframe is sandboxed
 * (a raw one gets the default), and the tokens and features that would let the frame navigate the
 * page, submit forms, escape its sandbox or use the reader's camera, microphone or location are
 * removed. Returns what was removed, for the warning.
 */
export function limitIframe(node: Element): string[] {
  const removed: string[] = [];
  // hast holds `sandbox` as a list of tokens (a space-separated attribute); an element made in code may hold a string.
  const sandbox: unknown = node.properties.sandbox;
  const tokens: string[] | undefined =
    typeof sandbox === 'string' ? sandbox.split(/\s+/).filter(Boolean) : Array.isArray(sandbox) ? sandbox.map(String) : undefined;
  if (tokens === undefined) node.properties.sandbox = DEFAULT_SANDBOX.split(' ');
  else {
    removed.push(...tokens.filter((t) => !SANDBOX_TOKENS.has(t.toLowerCase())).map((t) => `sandbox ${t}`));
    node.properties.sandbox = tokens.filter((t) => SANDBOX_TOKENS.has(t.toLowerCase()));
  }
  const allow = node.properties.allow;
  if (typeof allow === 'string') {
    const features = allow
      .split(';')
      .map((f) => f.trim())
      .filter(Boolean);
    const kept = features.filter((f) => ALLOW_FEATURES.has((f.split(/\s+/)[0] ?? '').toLowerCase()));
    removed.push(...features.filter((f) => !kept.includes(f)).map((f) => `allow ${f}`));
    if (kept.length > 0) node.properties.allow = kept.join('; ');
    else delete node.properties.allow;
  }
  return removed;
}
