import { entries, isBuiltIn, isClassicPreset, isOpenApiDocs, isRecord, isRedocusaurus, text } from './plugins.ts';
import { Unresolved } from './static-eval.ts';
import { convertTheme } from './convert-theme.ts';
import { convertI18n, readVersioning } from './convert-versions.ts';

/** What the converter could not carry over, one line each, with the config key it came from. */
export type Notes = string[];

export interface ApiSource {
  id: string;
  spec: string;
  route: string;
  title?: string;
}

export interface ConvertedConfig {
  /** The portal.config.yaml document, minus `docs.sidebars` and `apis` (added by the caller). */
  config: Record<string, unknown>;
  /** The sidebars file named by the docs options, relative to the site folder; false for none. */
  sidebarPath: string | false | undefined;
  /** Content folders of the Docusaurus site, relative to it (`docs`: the main docs instance's). */
  folders: { docs: string; blog: string | false; pages: string };
  /** The classic theme's stylesheets (`theme.customCss`), relative to the site. */
  customCss: string[];
  /** Every docs instance (Docusaurus's multi-instance docs), the main one first. */
  docsInstances: DocsSource[];
  /** The translations folder, when the site declares locales besides the default one. */
  i18nPath?: string;
  apis: ApiSource[];
  notes: Notes;
}

/** One docs plugin instance: where its files are and its portal `docs` entry (without sidebars). */
export interface DocsSource {
  id: string;
  /** Its folder in the portal site. */
  path: string;
  /** Its folder in the Docusaurus site (relative to it; outside it, like Jest's `../docs`, when `path` differs). */
  sourcePath: string;
  /** Its sidebars file, relative to the site folder; false for none; undefined: Docusaurus's default lookup. */
  sidebarPath: string | false | undefined;
  config: Record<string, unknown>;
}

/** Docs plugin options portal reads (the rest are noted). */
const DOCS_KEYS = [
  'path',
  'sidebarPath',
  'editUrl',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'routeBasePath',
  'id',
  'breadcrumbs',
  'numberPrefixParser',
  'tags',
  'onInlineTags',
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
  'versions',
];

const MAPPED_TOP = new Set([
  'title',
  'tagline',
  'favicon',
  'url',
  'baseUrl',
  'trailingSlash',
  'i18n',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'markdown',
  // Build behaviour portal has its own rules for, and nothing to carry over.
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
  'staticDirectories',
  'noIndex',
  'customFields',
  'titleDelimiter',
  'baseUrlIssueBanner',
]);

/** Docusaurus config value -> portal config, and a note for each thing that has no portal equivalent. */
export function convertConfig(value: unknown): ConvertedConfig {
  const notes: Notes = [];
  const note = (key: string, message: string) => notes.push(`${key}: ${message}`);
  const root = isRecord(value) ? value : {};
  if (!isRecord(value))
    note('(config)', 'the exported value is not an object portal can read; the config below is a starting point to fill in');

  const config: Record<string, unknown> = {};
  const copy = (key: string, to = key) => {
    const v = root[key];
    if (v instanceof Unresolved) note(key, `is computed (${v.source}); set it by hand`);
    else if (v !== undefined) config[to] = v;
  };
  for (const key of ['title', 'url', 'baseUrl'])
    if (root[key] instanceof Unresolved) note(key, `is computed (${(root[key] as Unresolved).source}); set it by hand`);
  config.title = text(root.title) ?? 'Site';
  copy('tagline');
  copy('favicon');
  const url = text(root.url);
  if (url) {
    const parsed = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(url);
    if (parsed?.[1]) config.url = parsed[1];
    else note('url', `"${url}" is not an http(s) origin; set url by hand`);
  }
  const baseUrl = text(root.baseUrl);
  if (baseUrl) config.baseUrl = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  if (typeof root.trailingSlash === 'boolean') config.trailingSlash = root.trailingSlash;
  for (const key of Object.keys(root)) if (!MAPPED_TOP.has(key)) note(key, 'has no portal equivalent and was left out');
  if (
    isRecord(root.staticDirectories) ||
    (Array.isArray(root.staticDirectories) && (root.staticDirectories.length !== 1 || root.staticDirectories[0] !== 'static'))
  ) {
    note('staticDirectories', "portal serves static/ only; move the other folders' files into static/");
  }

  const i18nPath = convertI18n(root.i18n, config, note);

  const markdown = isRecord(root.markdown) ? root.markdown : {};
  if (markdown.format === 'md' || markdown.format === 'detect' || markdown.format === 'mdx') config.markdown = { format: markdown.format };
  // mdx1Compat (comments, admonitions, heading ids) is what portal does anyway; hooks are link checks.
  for (const key of Object.keys(markdown))
    if (!['format', 'mermaid', 'mdx1Compat', 'hooks'].includes(key)) note(`markdown.${key}`, 'has no portal equivalent');

  const folders: ConvertedConfig['folders'] = { docs: 'docs', blog: 'blog', pages: 'src/pages' };
  const customCss: string[] = [];
  const apis: ApiSource[] = [];
  const docsInstances: DocsSource[] = [];
  const blogOut: Record<string, unknown> = {};

  const readDocs = (opts: Record<string, unknown>, where: string) => {
    const id = text(opts.id) ?? 'default';
    if (docsInstances.some((d) => d.id === id))
      return note(where, `a second docs instance with the id "${id}" is not built: give each docs plugin its own id`);
    const docsOut: Record<string, unknown> = {};
    const fallback = id === 'default' ? 'docs' : id;
    const sourcePath = typeof opts.path === 'string' ? opts.path.replace(/^\.\/|\/$/g, '') : fallback;
    // Content is read only inside the site folder: a folder outside it is copied in by --out.
    const outside = sourcePath.startsWith('../') || sourcePath === '..' || sourcePath.startsWith('/');
    const docsPath = outside ? fallback : sourcePath;
    if (id !== 'default') docsOut.id = id;
    if (docsPath !== 'docs') docsOut.path = docsPath;
    const sidebarPath =
      opts.sidebarPath === false ? false : typeof opts.sidebarPath === 'string' ? opts.sidebarPath.replace(/^\.\//, '') : undefined;
    const editUrl = opts.editUrl;
    if (typeof editUrl === 'string') docsOut.editUrl = editUrl.endsWith('/') ? editUrl : `${editUrl}/`;
    else if (editUrl !== undefined) note(`${where}.editUrl`, 'is a function; portal takes a URL prefix (docs.editUrl)');
    if (opts.showLastUpdateTime === true) docsOut.showLastUpdateTime = true;
    if (opts.showLastUpdateAuthor === true) docsOut.showLastUpdateAuthor = true;
    const base = text(opts.routeBasePath);
    if (base !== undefined && base.replace(/^\/+|\/+$/g, '') !== 'docs') docsOut.routeBasePath = base.replace(/^\/+|\/+$/g, '');
    else if (base === undefined && id !== 'default') docsOut.routeBasePath = id;
    readVersioning(opts, where, docsOut, note);
    for (const key of Object.keys(opts)) if (!DOCS_KEYS.includes(key)) note(`${where}.${key}`, 'has no portal equivalent and was left out');
    if (opts.numberPrefixParser === false)
      note(`${where}.numberPrefixParser`, 'is false; portal always strips number prefixes (set `parse_number_prefixes: false` per doc)');
    const source: DocsSource = { id, path: docsPath, sourcePath, sidebarPath, config: docsOut };
    if (id === 'default') docsInstances.unshift(source);
    else docsInstances.push(source);
  };
  const readBlog = (opts: Record<string, unknown> | false, where: string) => {
    if (opts === false) {
      folders.blog = false;
      return;
    }
    if (typeof opts.path === 'string') folders.blog = opts.path.replace(/^\.\/|\/$/g, '');
    const map: [string, string][] = [
      ['blogTitle', 'title'],
      ['blogDescription', 'description'],
      ['showReadingTime', 'showReadingTime'],
      ['blogSidebarTitle', 'sidebarTitle'],
    ];
    for (const [from, to] of map) if (opts[from] !== undefined && !(opts[from] instanceof Unresolved)) blogOut[to] = opts[from];
    if (typeof opts.postsPerPage === 'number') blogOut.postsPerPage = opts.postsPerPage;
    else if (opts.postsPerPage === 'ALL') blogOut.postsPerPage = 1000;
    if (typeof opts.blogSidebarCount === 'number' || opts.blogSidebarCount === 'ALL') blogOut.sidebarCount = opts.blogSidebarCount;
    if (opts.feedOptions !== undefined && (isRecord(opts.feedOptions) || opts.feedOptions === null)) blogOut.feedOptions = opts.feedOptions;
    const base = text(opts.routeBasePath);
    if (base !== undefined && base.replace(/^\/+|\/+$/g, '') !== 'blog')
      note(`${where}.routeBasePath`, `is "${base}"; portal serves the blog at /blog`);
    const handled = [
      'path',
      'routeBasePath',
      'blogTitle',
      'blogDescription',
      'showReadingTime',
      'blogSidebarTitle',
      'postsPerPage',
      'blogSidebarCount',
      'feedOptions',
      'id',
      'authorsMapPath',
      'tags',
      'onInlineTags',
      'onUntruncatedBlogPosts',
      'onInlineAuthors',
    ];
    for (const key of Object.keys(opts)) if (!handled.includes(key)) note(`${where}.${key}`, 'has no portal equivalent and was left out');
  };

  for (const [kind, list] of [
    ['presets', root.presets],
    ['plugins', root.plugins],
    ['themes', root.themes],
  ] as const) {
    for (const { name, options } of entries(list)) {
      const where = `${kind}[${name}]`;
      if (isClassicPreset(name)) {
        if (isRecord(options.docs)) readDocs(options.docs, `${where}.docs`);
        else if (options.docs === false) note(`${where}.docs`, 'is false; portal still builds docs/ if it exists');
        if (isRecord(options.blog) || options.blog === false) readBlog(options.blog as Record<string, unknown> | false, `${where}.blog`);
        if (isRecord(options.pages) && typeof options.pages.path === 'string') folders.pages = options.pages.path.replace(/^\.\/|\/$/g, '');
        if (isRecord(options.theme)) {
          const css = options.theme.customCss;
          for (const file of Array.isArray(css) ? css : [css]) {
            // `require.resolve('./x.css')` and `path.resolve('x.css')` name a file as plainly as a string does.
            const named =
              typeof file === 'string'
                ? file
                : file instanceof Unresolved
                  ? /^(?:require|path)\.resolve\(\s*(['"])([^'"]+)\1\s*\)$/.exec(file.source)?.[2]
                  : undefined;
            if (named !== undefined) customCss.push(named.replace(/^\.\//, ''));
            else if (file !== undefined)
              note(
                `${where}.theme.customCss`,
                `is computed${file instanceof Unresolved ? ` (${file.source})` : ''}; add the stylesheet to theme.customCss by hand`,
              );
          }
        }
        for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'sitemap', 'svgr', 'debug'])
          if (options[key] !== undefined && key !== 'sitemap') note(`${where}.${key}`, 'is not run by portal');
      } else if (name === '@docusaurus/plugin-content-docs') {
        readDocs(options, where);
      } else if (name === '@docusaurus/plugin-content-blog' && (options.id === undefined || options.id === 'default')) {
        readBlog(options, where);
      } else if (isRedocusaurus(name)) {
        const specs = Array.isArray(options.specs) ? options.specs : [];
        specs.forEach((s: unknown, i: number) => {
          if (!isRecord(s) || typeof s.spec !== 'string') return note(`${where}.specs[${i}]`, 'has no spec path portal can read');
          if (/^https?:\/\//.test(s.spec))
            return note(`${where}.specs[${i}]`, `reads ${s.spec} over the network; download it into the site and add it to apis`);
          const id = text(s.id) ?? `api${i === 0 ? '' : `-${i + 1}`}`;
          apis.push({ id, spec: s.spec.replace(/^\.\//, ''), route: routeOf(text(s.route) ?? `/api/${id}`) });
        });
      } else if (isOpenApiDocs(name)) {
        const specs = isRecord(options.config) ? options.config : {};
        for (const [id, s] of Object.entries(specs)) {
          if (!isRecord(s) || typeof s.specPath !== 'string') continue;
          if (/^https?:\/\//.test(s.specPath)) {
            note(`${where}.config.${id}`, `reads ${s.specPath} over the network; download it into the site and add it to apis`);
            continue;
          }
          apis.push({ id, spec: s.specPath.replace(/^\.\//, ''), route: `/api/${id}` });
          if (typeof s.outputDir === 'string')
            note(
              `${where}.config.${id}.outputDir`,
              `portal renders the spec itself at /api/${id}; the generated pages in ${s.outputDir} are built as ordinary docs (delete them if you no longer need them)`,
            );
        }
      } else if (name === '@docusaurus/plugin-content-blog') {
        note(
          where,
          `a second blog instance (id "${text(options.id) ?? ''}", ${text(options.path) ?? 'no path'}) is not built: portal builds one blog`,
        );
      } else if (!isBuiltIn(name)) {
        note(where, 'is not run by portal');
      }
    }
  }
  // Docusaurus puts the date of a dated file name in the post's URL; keep those URLs.
  if (folders.blog !== false) blogOut.datedUrls = true;
  if (folders.blog !== false && folders.blog !== 'blog') blogOut.path = folders.blog;
  if (Object.keys(blogOut).length > 0) config.blog = blogOut;
  if (!docsInstances.some((d) => d.id === 'default'))
    docsInstances.unshift({ id: 'default', path: 'docs', sourcePath: 'docs', sidebarPath: undefined, config: {} });
  const main = docsInstances[0] as DocsSource;
  folders.docs = main.path;

  const theme = isRecord(root.themeConfig) ? root.themeConfig : {};
  convertTheme(theme, config, note);
  return { config, sidebarPath: main.sidebarPath, folders, customCss, docsInstances, apis, notes, ...(i18nPath ? { i18nPath } : {}) };
}

function routeOf(route: string): string {
  const r = `/${route.replace(/^\/+|\/+$/g, '')}`;
  return r === '/' ? '/api' : r;
}
