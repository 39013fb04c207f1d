import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { unsafeImageReason, unsafeUrlReason } from '../../model/url-policy.ts';
import { sanitizeFragment } from '../markdown/sanitize-fragment.ts';
import type { YamlSource } from '../../model/yaml-source.ts';

/** What the checks need of the config stage: where the file is shown, its positions, and where warnings go. */
interface CheckContext {
  file: string;
  source: YamlSource;
  diagnostics: Diagnostic[];
}

/**
 * The content rules for the URLs and HTML of the config. The config is site code, but a line of it
 * can arrive in the same pull request as content, and what it holds is shown on every page: a
 * navbar, footer or sidebar link, the favicon, the announcement bar and the copyright line get
 * the URL policy (model/url-policy.ts) and the markdown sanitiser. A refused value is left out with
 * a warning at its own line, so one bad link does not stop the build.
 */
export function configUrl(
  ctx: CheckContext,
  path: readonly PropertyKey[],
  value: string,
  kind: 'link' | 'image' = 'link',
): string | undefined {
  const reason = kind === 'image' ? unsafeImageReason(value) : unsafeUrlReason(value);
  if (reason === undefined) return value;
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  ctx.diagnostics.push(
    diagnostic('warning', 'unsafe-url', `\`${keyName(path)}\` is ${JSON.stringify(shown)}, a URL with ${reason}, so it is left out`, {
      file: ctx.file,
      point: ctx.source.locate(path),
      hint: 'links may use http:, https:, mailto: or tel:, or be a path in the site',
    }),
  );
  return undefined;
}

/** HTML of the config through the markdown sanitiser; what it removes is a warning at the key's line. */
export function configHtml(ctx: CheckContext, path: readonly PropertyKey[], html: string, allowedIframeHosts: readonly string[]): string {
  if (!/[<&]/.test(html)) return html;
  const clean = sanitizeFragment(html, { display: ctx.file, point: ctx.source.locate(path), what: keyName(path), allowedIframeHosts });
  ctx.diagnostics.push(...clean.diagnostics);
  return clean.html;
}

function keyName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}
