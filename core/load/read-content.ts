import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { readAuthors, readPosts } from './load-blog.ts';
import { readCategories } from './load-categories.ts';
import { readDocs } from './load-docs.ts';
import { readPages } from './load-pages.ts';
import { readTagsFile } from './tags-file.ts';
import { PLUGIN_FOLDERS, type LocaleLayer } from './locale-layer.ts';
import type { FrontmatterMemo, Pending } from './pending.ts';
import type { Author, BlogPostFile, CategoryMeta, DocFile, DocsVersion, PageFile } from './types.ts';

export interface ReadInput {
  config: SiteConfig;
  files: readonly string[];
  versions: readonly DocsVersion[];
  layer: LocaleLayer;
  diagnostics: Diagnostic[];
  memo?: FrontmatterMemo | undefined;
}

export interface ReadContent {
  docs: Pending<DocFile>[];
  posts: Pending<BlogPostFile>[];
  pages: Pending<PageFile>[];
  categories: CategoryMeta[];
  authors: Author[];
  /**
   * The content folders, each translation folder with the folder it translates: a link written in a
   * translation finds the files it names in either (a page not translated yet is only in the original).
   */
  roots: { dir: string; translationOf?: string }[];
}

/** The first pass of the load stage: every docs version, the blog and the pages, in one locale. */
export async function readContent({ config, files, versions, layer, diagnostics, memo }: ReadInput): Promise<ReadContent> {
  const { siteDir } = config;
  const fileSet = new Set(files);
  const translated = (folder: string) => (layer.dir ? `${layer.dir}/${folder}` : undefined);
  const blogFolder = config.blog.path;
  const blogTranslation = translated(PLUGIN_FOLDERS.blog);
  const [docsPerVersion, categoriesPerVersion, authors, pages, blogTags] = await Promise.all([
    Promise.all(
      versions.map(async (version) => {
        const tagDefs = await readTagsFile(siteDir, files, folderWith(fileSet, ['tags.yml', 'tags.yaml'], version.contentDir, translated(version.i18nDir)), diagnostics);
        return readDocs({ siteDir, files, fileSet, diagnostics, version, layer, tagDefs, memo });
      }),
    ),
    Promise.all(versions.map((version) => readCategories(siteDir, files, version, diagnostics))),
    readAuthors(siteDir, files, diagnostics, folderWith(fileSet, ['authors.yml', 'authors.yaml'], blogFolder, blogTranslation)),
    readPages({ siteDir, files, fileSet, layer, diagnostics, memo }),
    readTagsFile(siteDir, files, folderWith(fileSet, ['tags.yml', 'tags.yaml'], blogFolder, blogTranslation), diagnostics),
  ]);
  const posts = await readPosts({ siteDir, files, fileSet, folder: blogFolder, layer, authors, diagnostics, tagDefs: blogTags, datedUrls: config.blog.datedUrls, memo });
  const roots: ReadContent['roots'] = [
    ...versions.flatMap((v) => [{ dir: v.contentDir }, ...(layer.dir ? [{ dir: `${layer.dir}/${v.i18nDir}`, translationOf: v.contentDir }] : [])]),
    { dir: blogFolder },
    ...(blogTranslation ? [{ dir: blogTranslation, translationOf: blogFolder }] : []),
    { dir: 'src/pages' },
    { dir: 'pages' },
    ...(layer.dir ? [{ dir: `${layer.dir}/${PLUGIN_FOLDERS.pages}`, translationOf: 'src/pages' }] : []),
  ];
  return { docs: docsPerVersion.flat(), posts, pages, categories: categoriesPerVersion.flat(), authors, roots };
}

/** The translation folder when it has one of `names` (a tags or authors file), else the original folder. */
function folderWith(fileSet: ReadonlySet<string>, names: readonly string[], folder: string, translation: string | undefined): string {
  return translation && names.some((n) => fileSet.has(`${translation}/${n}`)) ? translation : folder;
}
