import { stat } from 'node:fs/promises';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { postAuthors } from './authors.ts';
import { frontmatterDate, postName } from './blog-dates.ts';
import { checkFrontmatter } from './frontmatter-schema.ts';
import { nullableUrl, readLastUpdate } from './load-docs.ts';
import { firstHeading, isMarkdown, readingMinutes, readSource, type FrontmatterMemo, type Pending } from './pending.ts';
import type { TagDefs } from './tags-file.ts';
import type { Author, BlogPostFile } from './types.ts';
import { preview } from '../../model/diagnostics.ts';
import { contentFiles, PLUGIN_FOLDERS, type LocaleLayer } from './locale-layer.ts';
import { unsafeImageReason } from '../../model/url-policy.ts';

export { readAuthors } from './authors.ts';

export interface PostsInput {
  siteDir: string;
  files: readonly string[];
  fileSet: ReadonlySet<string>;
  /** The blog folder (`blog.path`). */
  folder: string;
  layer: LocaleLayer;
  authors: readonly Author[];
  diagnostics: Diagnostic[];
  /** `blog/tags.yml`, when the site has one. */
  tagDefs?: TagDefs | undefined;
  includeDrafts?: boolean;
  /** Put the date from the file name in the URL, as Docusaurus does by default. */
  datedUrls?: boolean;
  memo?: FrontmatterMemo;
}

/** First pass over blog/: dates, slugs and authors from file and folder names and frontmatter. */
export async function readPosts({
  siteDir,
  files,
  fileSet,
  folder,
  layer,
  authors,
  diagnostics,
  tagDefs,
  includeDrafts = false,
  datedUrls = false,
  memo,
}: PostsInput): Promise<Pending<BlogPostFile>[]> {
  const byKey = new Map(authors.map((a) => [a.key, a]));
  const out = await mapLimited(
    contentFiles(files, fileSet, folder, PLUGIN_FOLDERS.blog, layer).filter((f) => isMarkdown(f.inFolder)),
    READ_LIMIT,
    async ({ relPath, contentPath, inFolder, untranslated }): Promise<Pending<BlogPostFile> | undefined> => {
      const { source, text, fm } = await readSource(siteDir, relPath, diagnostics, memo);
      const data = checkFrontmatter(fm, 'post');
      if (data.draft === true && !includeDrafts) return undefined;
      const named = postName(inFolder);
      const fmDate = frontmatterDate(data.date);
      if (data.date != null && fmDate === undefined)
        fm.bad('date', `is ${preview(data.date)}, which is not a date`, 'write `date: 2024-01-15`');
      // Like Docusaurus, a post with no date anywhere takes its file's date.
      const date = fmDate ?? named.date ?? (await stat(source.absPath)).mtime.toISOString().slice(0, 10);
      const fromName = datedUrls && named.date ? `${named.date.replaceAll('-', '/')}/${named.slug}` : named.slug;
      const slug = (fm.slug(data.slug) ?? fromName).replace(/^\/+|\/+$/g, '');
      const authorsOfPost = postAuthors(fm, data, byKey);
      const tags = fm.tags(data.tags, tagDefs);
      const postPath = `/blog/${slug}`;
      return {
        source,
        contentPath,
        text,
        path: postPath,
        finish: (content) => {
          const post: BlogPostFile = {
            ...source,
            contentPath,
            untranslated,
            slug,
            path: postPath,
            title: data.title ?? firstHeading(text) ?? slug,
            description: data.description ?? content.text.slice(0, 160),
            date,
            authors: authorsOfPost,
            tags,
            keywords: data.keywords ?? [],
            readingMinutes: readingMinutes(content.text),
            unlisted: data.unlisted ?? false,
            hideTableOfContents: data.hide_table_of_contents ?? false,
            content,
          };
          const optional = {
            image: fm.url('image', data.image, unsafeImageReason),
            customEditUrl: nullableUrl(fm, data.custom_edit_url),
            lastUpdate: readLastUpdate(fm, data.last_update),
          };
          for (const [k, v] of Object.entries(optional)) if (v !== undefined) (post as unknown as Record<string, unknown>)[k] = v;
          return post;
        },
      };
    },
  );
  return out.filter((p): p is Pending<BlogPostFile> => p !== undefined);
}
