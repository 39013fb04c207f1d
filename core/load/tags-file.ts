import path from 'node:path/posix';
import capitalize from 'lodash-es/capitalize.js';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { tagSlug } from '../../model/slug.ts';
import type { TagRef } from './types.ts';
import { readYamlData } from './yaml-data.ts';

/** The tags a `tags.yml` declares, by key. */
export interface TagDefs {
  display: string;
  tags: Map<string, TagRef>;
}

/**
 * `docs/tags.yml` or `blog/tags.yml`: `key: {label, permalink, description}`, every field optional
 * (a bare `key:` is allowed). Defaults follow Docusaurus: the label is the capitalised key and the
 * permalink the kebab-cased key.
 */
export async function readTagsFile(
  siteDir: string,
  files: readonly string[],
  folder: string,
  diagnostics: Diagnostic[],
): Promise<TagDefs | undefined> {
  const rel = files.find((f) => f === `${folder}/tags.yml` || f === `${folder}/tags.yaml`);
  if (!rel) return undefined;
  const abs = path.join(siteDir.split('\\').join('/'), rel);
  const display = displayPath(abs);
  const read = await readYamlData(
    abs,
    display,
    {
      code: 'tags-file-syntax',
      what: 'the tags file is not valid YAML',
      hint: 'each tag is a key with optional label, permalink and description under it',
    },
    diagnostics,
  );
  if (!read) return undefined;
  const { data } = read;
  const tags = new Map<string, TagRef>();
  if (data === null || data === undefined) return { display, tags };
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      diagnostic('error', 'tags-file-invalid', 'the tags file must be a mapping of tag keys', {
        file: display,
        point: { line: 1, column: 1 },
        hint: 'write `release-notes: {label: Release notes}`',
      }),
    );
    return undefined;
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const permalink = typeof v.permalink === 'string' ? v.permalink.replace(/^\/+|\/+$/g, '') : '';
    const tag: TagRef = { label: typeof v.label === 'string' ? v.label : capitalize(key), slug: permalink || tagSlug(key) };
    if (typeof v.description === 'string') tag.description = v.description;
    if (permalink) tag.origin = { file: display, line: read.locate([key, 'permalink'], { key: true })?.line ?? 1 };
    tags.set(key, tag);
  }
  return { display, tags };
}
