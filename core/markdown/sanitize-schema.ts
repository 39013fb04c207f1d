import { html } from 'property-information';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What raw HTML in markdown and in OpenAPI descriptions may contain. An allow-list: anything not
 * named here is dropped by rehype-sanitize, so a vector nobody thought of is removed rather than
 * passed. It keeps what documentation is written with (tables, details, figures, images, layout
 * styles) and nothing that runs code, submits data or changes the page outside the content.
 */

/** Elements whose content makes no sense without them: dropped together with their content. */
const STRIP = ['script', 'style', 'template', 'noscript', 'textarea', 'title', 'select', 'option', 'xmp', 'noembed', 'noframes'];

const LAYOUT = [
  'div',
  'span',
  'p',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'figure',
  'figcaption',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
  'img',
  'iframe',
  'center',
  'address',
  'hgroup',
  // The search landmark (its content is the author's; a form inside it is still removed).
  'search',
];

const INLINE = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'del',
  'dfn',
  'em',
  'hr',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
];

const MEDIA = ['picture', 'source', 'video', 'audio', 'track', 'colgroup', 'col', 'input', 'meter', 'progress'];

/** Every ARIA attribute (`aria-labelledby` is `ariaLabelledBy`): they describe, they cannot act. */
const ARIA = Object.keys(html.property).filter((p) => /^aria[A-Z]/.test(p));

/**
 * Attributes every allowed element may carry (hast property names). `id` is kept as written (headings
 * and anchors are link targets), except the reserved names the shell uses (reserved-names.ts).
 */
const GLOBAL = [
  'className',
  'id',
  'title',
  'lang',
  'dir',
  'role',
  'hidden',
  'tabIndex',
  'inert',
  'draggable',
  'translate',
  'spellCheck',
  'data*',
  ...ARIA,
];

const perElement: Record<string, (string | [string, ...string[]])[]> = {
  // `<a name>` is an old-style anchor; a browser does not expose `<a>` names as globals (see reserved-names.ts).
  a: ['href', 'hrefLang', 'rel', 'target', 'type', 'download', 'name', 'referrerPolicy'],
  img: ['src', 'srcSet', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'align', 'border', 'referrerPolicy'],
  iframe: ['src', 'width', 'height', 'allowFullScreen', 'loading', 'referrerPolicy', 'frameBorder', 'allow', 'sandbox'],
  video: ['src', 'poster', 'width', 'height', 'controls', 'loop', 'muted', 'playsInline', 'preload', 'autoPlay'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  source: ['src', 'srcSet', 'type', 'media', 'sizes', 'width', 'height'],
  track: ['src', 'kind', 'srcLang', 'label', 'default'],
  th: ['colSpan', 'rowSpan', 'align', 'vAlign', 'scope', 'headers', 'abbr', 'width', 'noWrap'],
  td: ['colSpan', 'rowSpan', 'align', 'vAlign', 'headers', 'width', 'noWrap'],
  tr: ['align', 'vAlign'],
  table: ['align', 'width', 'border', 'cellPadding', 'cellSpacing', 'summary'],
  col: ['span', 'width', 'align'],
  colgroup: ['span', 'width'],
  ol: ['start', 'reversed', 'type'],
  ul: ['type'],
  li: ['value'],
  details: ['open'],
  time: ['dateTime'],
  q: ['cite'],
  blockquote: ['cite'],
  del: ['cite', 'dateTime'],
  ins: ['cite', 'dateTime'],
  abbr: ['title'],
  div: ['align'],
  p: ['align'],
  h1: ['align'],
  h2: ['align'],
  h3: ['align'],
  h4: ['align'],
  h5: ['align'],
  h6: ['align'],
  meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
  progress: ['value', 'max'],
  // Task-list checkboxes are the only form control markdown produces.
  input: [['type', 'checkbox'], 'checked', 'disabled'],
};

/** Layout elements may carry `style`; the values are checked again by the reporting pass (no `url()`). */
const STYLED = LAYOUT;

function attributes(): Record<string, (string | [string, ...string[]])[]> {
  const out: Record<string, (string | [string, ...string[]])[]> = { '*': GLOBAL };
  for (const tag of [...LAYOUT, ...INLINE, ...MEDIA]) {
    out[tag] = [...(perElement[tag] ?? []), ...(STYLED.includes(tag) ? ['style'] : [])];
  }
  return out;
}

export const sanitizeSchema: SanitizeSchema = {
  tagNames: [...new Set([...LAYOUT, ...INLINE, ...MEDIA])],
  attributes: attributes(),
  strip: STRIP,
  // Heading ids written with `{#id}` and `<a id>` anchors are link targets: they keep their names.
  clobber: [],
  clobberPrefix: '',
  // `<!-- truncate -->` marks where a blog excerpt ends; comments cannot run anything.
  allowComments: true,
  allowDoctypes: false,
  ancestors: {
    thead: ['table'],
    tbody: ['table'],
    tfoot: ['table'],
    tr: ['table'],
    th: ['table'],
    td: ['table'],
    caption: ['table'],
    col: ['table'],
    colgroup: ['table'],
    summary: ['details'],
    source: ['picture', 'video', 'audio'],
    track: ['video', 'audio'],
  },
  // `pathname://` is Docusaurus's link to a site path; the links pass rewrites it to that path.
  // The same schemes as model/url-policy.ts, which the reporting pass applies first (srcset included).
  protocols: {
    href: ['http', 'https', 'mailto', 'tel', 'pathname'],
    src: ['http', 'https', 'pathname'],
    cite: ['http', 'https'],
    poster: ['http', 'https', 'pathname'],
  },
  required: {
    input: { type: 'checkbox', disabled: true },
  },
};

/** Elements rehype-sanitize drops together with their content (the rest are unwrapped). */
export const STRIPPED_ELEMENTS: ReadonlySet<string> = new Set(STRIP);

/** Extra elements and attributes that markdown features or tests need the schema to keep. */
export interface SchemaAdditions {
  tagNames?: readonly string[];
  attributes?: Readonly<Record<string, readonly (string | [string, ...(string | number | boolean | RegExp)[]])[]>>;
}

/** The base schema widened by the features' additions (core/markdown/features/): built once per pipeline. */
export function schemaWith(additions: readonly SchemaAdditions[]): SanitizeSchema {
  if (additions.length === 0) return sanitizeSchema;
  const attributes: NonNullable<SanitizeSchema['attributes']> = { ...sanitizeSchema.attributes };
  const tagNames = new Set(sanitizeSchema.tagNames);
  for (const add of additions) {
    for (const tag of add.tagNames ?? []) tagNames.add(tag);
    for (const [tag, list] of Object.entries(add.attributes ?? {})) attributes[tag] = [...(attributes[tag] ?? []), ...list];
  }
  return { ...sanitizeSchema, tagNames: [...tagNames], attributes };
}
