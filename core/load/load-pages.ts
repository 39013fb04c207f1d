import path from 'node:path/posix';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { firstHeading, isMarkdown, readSource, type FrontmatterMemo, type Pending } from './pending.ts';
import type { FrontmatterReader } from './frontmatter.ts';
import { checkFrontmatter } from './frontmatter-schema.ts';
import type { HomeFeature, HomeHero, PageFile } from './types.ts';
import { contentFiles, PLUGIN_FOLDERS, type LocaleLayer } from './locale-layer.ts';

/** Stand-alone pages live in `pages/` (portal) or `src/pages/` (Docusaurus). */
const PAGE_FOLDERS = ['pages', 'src/pages'];

export interface PagesInput {
  siteDir: string;
  files: readonly string[];
  fileSet: ReadonlySet<string>;
  layer: LocaleLayer;
  diagnostics: Diagnostic[];
  includeDrafts?: boolean;
  memo?: FrontmatterMemo | undefined;
}

/**
 * First pass over pages/ and src/pages/: `pages/x.md` is `/x`, `pages/index.md` is the home page.
 * Both folders take their translations from the pages plugin's folder of the locale.
 */
export async function readPages({
  siteDir,
  files,
  fileSet,
  layer,
  diagnostics,
  includeDrafts = false,
  memo,
}: PagesInput): Promise<Pending<PageFile>[]> {
  const candidates = PAGE_FOLDERS.flatMap((folder) => contentFiles(files, fileSet, folder, PLUGIN_FOLDERS.pages, layer));
  const pending = await mapLimited(
    candidates.filter((f) => isMarkdown(f.inFolder)),
    READ_LIMIT,
    async ({ relPath, contentPath, inFolder, untranslated }): Promise<Pending<PageFile> | undefined> => {
      const { source, text, fm } = await readSource(siteDir, relPath, diagnostics, memo);
      const data = checkFrontmatter(fm, 'page');
      if (data.draft === true && !includeDrafts) return undefined;
      const inPages = inFolder.replace(/\.mdx?$/i, '');
      const pagePath =
        fm.slug(data.slug) ?? (path.basename(inPages) === 'index' ? `/${path.dirname(inPages)}`.replace(/\/\.$/, '/') : `/${inPages}`);
      return {
        source,
        contentPath,
        text,
        path: pagePath,
        finish: (content) => {
          const page: PageFile = {
            ...source,
            contentPath,
            untranslated,
            path: pagePath,
            title: data.title ?? firstHeading(text) ?? '',
            description: data.description ?? '',
            keywords: data.keywords ?? [],
            features: readFeatures(fm, data.features),
            hideTableOfContents: data.hide_table_of_contents ?? false,
            unlisted: data.unlisted ?? false,
            hideTitle: data.hide_title ?? false,
            content,
          };
          const hero = readHero(fm, data.hero);
          if (hero) page.hero = hero;
          return page;
        },
      };
    },
  );
  return pending.filter((p): p is Pending<PageFile> => p !== undefined);
}

function readHero(fm: FrontmatterReader, raw: unknown): HomeHero | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    fm.bad('hero', 'must be a mapping with title, tagline and actions', 'see the README, "Pages"');
    return undefined;
  }
  const h = raw as Record<string, unknown>;
  const actions = Array.isArray(h.actions)
    ? h.actions.flatMap((a: unknown) => {
        const x = a as Record<string, unknown> | null;
        if (x && typeof x.text === 'string' && typeof x.link === 'string') {
          const link = fm.checkedUrl('hero', x.link);
          return link === undefined ? [] : [{ text: x.text, link }];
        }
        fm.bad('hero', 'has an action without `text` and `link`', 'write `- { text: Get started, link: /docs/... }`');
        return [];
      })
    : [];
  return { title: String(h.title ?? ''), tagline: String(h.tagline ?? ''), actions };
}

function readFeatures(fm: FrontmatterReader, raw: unknown): HomeFeature[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    fm.bad('features', 'must be a list of cards', 'write `- { title: ..., details: ..., link: ... }`');
    return [];
  }
  return raw.flatMap((f: unknown) => {
    const x = f as Record<string, unknown> | null;
    if (!x || typeof x.title !== 'string') {
      fm.bad('features', 'has a card without a `title`', 'give every card a title');
      return [];
    }
    const card: HomeFeature = { title: x.title, details: typeof x.details === 'string' ? x.details : '' };
    const link = typeof x.link === 'string' ? fm.checkedUrl('features', x.link) : undefined;
    if (link !== undefined) card.link = link;
    return [card];
  });
}
