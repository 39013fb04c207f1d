import type { Element, Root, RootContent } from 'hast';
import { find, html } from 'property-information';
import type { Options as SanitizeSchema } from 'rehype-sanitize';
import type { VFile } from 'vfile';
import { diagnostic, type SourcePoint } from '../../model/diagnostics.ts';
import { isIslandAttribute, isShellDataAttribute } from '../../model/reserved.ts';
import { LINK_SCHEMES, SOURCE_SCHEMES, isSafeUrl, srcsetUrls } from '../../model/url-policy.ts';
import { STRIPPED_ELEMENTS, sanitizeSchema } from './sanitize-schema.ts';
import { cleanStyle, removedStyleMessage } from './style-policy.ts';
import { limitIframe } from './iframe-policy.ts';

/** Past this many warnings in one file the rest are counted in one line: one bad paste is one problem. */
const MAX_WARNINGS_PER_FILE = 20;

/** Docusaurus's `pathname://` link to a site path; the links pass rewrites it to that path. */
const PATHNAME = 'pathname';

/** URL-valued properties and the schemes each may use (model/url-policy.ts decides). */
const URL_PROPERTIES: Record<string, readonly string[]> = {
  href: [...LINK_SCHEMES, PATHNAME],
  src: [...SOURCE_SCHEMES, PATHNAME],
  poster: [...SOURCE_SCHEMES, PATHNAME],
  cite: SOURCE_SCHEMES,
};

export interface SanitizeOptions {
  /** Host names (`www.youtube-nocookie.com`) whose pages may be embedded with `<iframe>`. */
  allowedIframeHosts: readonly string[];
  /** The schema rehype-sanitize applies next (the base one widened by the features). */
  schema?: SanitizeSchema;
}

/**
 * Runs before rehype-sanitize, which removes things silently: this pass names each element and
 * attribute the schema will drop, as a warning with its line, so the author learns that part of
 * the page is gone. It also removes what the schema cannot express: iframes from hosts the config
 * does not allow, and style values that load URLs or cover the page.
 */
export function rehypeReportUnsafe(options: SanitizeOptions) {
  const schema = options.schema ?? sanitizeSchema;
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    let count = 0;
    const warn = (message: string, point: SourcePoint | undefined, hint: string): void => {
      count++;
      if (!facts || count > MAX_WARNINGS_PER_FILE) return;
      facts.diagnostics.push(diagnostic('warning', 'html-removed', message, { file: facts.source.display, point, hint }));
    };
    const walk = (parent: Root | Element, stack: string[], near: SourcePoint | undefined): void => {
      const children = parent.children as RootContent[];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node?.type !== 'element') continue;
        const point = node.position?.start ?? near;
        const tag = node.tagName;
        if (!isAllowedElement(schema, tag, stack)) {
          const stripped = STRIPPED_ELEMENTS.has(tag);
          warn(
            `<${tag}> was removed${stripped ? ' with its content' : ' (its text is kept)'}`,
            point,
            stripped
              ? 'pages may not carry their own scripts, styles or forms'
              : `<${tag}> is not allowed in content; use markdown or a permitted element`,
          );
          if (stripped) continue;
        } else if (tag === 'iframe' && !iframeAllowed(node, options.allowedIframeHosts)) {
          const src = typeof node.properties.src === 'string' ? node.properties.src : '';
          if (src === '')
            warn(
              '<iframe> without a src was removed',
              point,
              'an iframe must load an https page from a host in allowedIframeHosts; srcdoc is never allowed',
            );
          else
            warn(
              `<iframe src="${truncate(src)}"> was removed`,
              point,
              'add its host to allowedIframeHosts in portal.config.yaml if it is trusted (https only)',
            );
          children.splice(i, 1);
          i--;
          continue;
        } else {
          if (tag === 'iframe') {
            const limited = limitIframe(node);
            if (limited.length > 0)
              warn(
                `<iframe> lost ${limited.map((l) => `"${truncate(l)}"`).join(', ')}`,
                point,
                'an embedded page may run its own scripts and open links in a new tab, but not navigate this page, submit forms or use the camera, microphone or location',
              );
          }
          removeAuthorIslands(node, facts?.islandKey, (names) =>
            warn(
              `attribute${names.length > 1 ? 's' : ''} ${names.join(', ')} removed from <${tag}>`,
              point,
              'islands are made by the build from site components an MDX file imports (import Card from "@site/src/components/Card"), never from attributes',
            ),
          );
          const style = node.properties.style;
          if (typeof style === 'string') {
            // Written again from what the parser read and kept: the browser reads what was judged.
            const clean = cleanStyle(style);
            if (clean.css === '') delete node.properties.style;
            else node.properties.style = clean.css;
            if (clean.removed.length > 0)
              warn(
                `style of <${tag}> lost ${removedStyleMessage(clean.removed)}`,
                point,
                'content may style itself but not load files or leave the article: keep layout styles such as color, width, margin and padding',
              );
          }
          const dropped = droppedProperties(schema, node);
          if (dropped.length > 0) {
            for (const key of dropped) delete node.properties[key];
            const shell = dropped.some(isShellDataAttribute);
            warn(
              `attribute${dropped.length > 1 ? 's' : ''} ${dropped.map(attributeName).join(', ')} removed from <${tag}>`,
              point,
              shell
                ? "the page shell's own data attributes are not allowed in content: name yours differently"
                : 'event handlers, script URLs and unknown attributes are not allowed in content',
            );
          }
        }
        walk(node, [...stack, tag], point);
      }
    };
    walk(tree, [], undefined);
    if (facts && count > MAX_WARNINGS_PER_FILE) {
      facts.diagnostics.push(
        diagnostic('warning', 'html-removed', `${count - MAX_WARNINGS_PER_FILE} more HTML elements or attributes were removed`, {
          file: facts.source.display,
          hint: 'the warnings above show the first ones',
        }),
      );
    }
  };
}

/**
 * Island attributes on an element the compiler did not mark (its key is missing or wrong) are the
 * author's: removed, so content cannot prerender or hydrate a site component with props of its
 * choosing. The compiler's key itself never reaches the page.
 */
function removeAuthorIslands(node: Element, key: string | undefined, warn: (names: string[]) => void): void {
  const names = Object.keys(node.properties).filter(isIslandAttribute);
  if (names.length === 0) return;
  const marked = key !== undefined && node.properties.dataIslandKey === key;
  delete node.properties.dataIslandKey;
  if (marked) return;
  for (const name of names) delete node.properties[name];
  const shown = names.filter((n) => n !== 'dataIslandKey').map(attributeName);
  warn(shown.length > 0 ? shown : ['data-island-key']);
}

function isAllowedElement(schema: SanitizeSchema, tag: string, stack: readonly string[]): boolean {
  if (!schema.tagNames?.includes(tag)) return false;
  const ancestors = schema.ancestors?.[tag];
  return !ancestors || ancestors.some((a) => stack.includes(a));
}

/** Properties of an allowed element that the schema does not keep, with the same rules rehype-sanitize applies. */
export function droppedProperties(schema: SanitizeSchema, node: Element): string[] {
  const specific = schema.attributes?.[node.tagName] ?? [];
  const global = schema.attributes?.['*'] ?? [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const values = Array.isArray(value) ? value : [value];
    const allowed = [specific, global].some((defs) => {
      const def = findDefinition(defs, key);
      return def !== undefined && values.every((v) => valueAllowed(def, key, v));
    });
    if (!allowed || isShellDataAttribute(key)) out.push(key);
  }
  return out;
}

type Definition = NonNullable<SanitizeSchema['attributes']>[string][number];

function findDefinition(defs: readonly Definition[], key: string): Definition | undefined {
  let data: Definition | undefined;
  for (const def of defs) {
    const name = typeof def === 'string' ? def : def[0];
    if (name === key) return def;
    if (name === 'data*') data = def;
  }
  return key.length > 4 && key.startsWith('data') && /^[A-Z\d]/.test(key.charAt(4)) ? data : undefined;
}

function valueAllowed(def: Definition, key: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  if (typeof def !== 'string' && def.length > 1) {
    const allowed = def.slice(1);
    if (!allowed.some((a) => (a instanceof RegExp ? typeof value === 'string' && a.test(value) : a === value))) return false;
  }
  if (key === 'srcSet') return srcsetUrls(String(value)).every((url) => isSafeUrl(url, URL_PROPERTIES.src));
  const schemes = URL_PROPERTIES[key];
  return schemes === undefined || isSafeUrl(String(value), schemes);
}

function iframeAllowed(node: Element, hosts: readonly string[]): boolean {
  const src = node.properties.src;
  if (typeof src !== 'string') return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The attribute as the author wrote it (`srcSet` is `srcset`, `ariaLabelledBy` is `aria-labelledby`). */
function attributeName(key: string): string {
  return find(html, key).attribute;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
