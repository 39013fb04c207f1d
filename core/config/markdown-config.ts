import type { z } from 'zod';
import { markdownOptions } from './schema/site.ts';
import type { MarkdownConfig } from './types.ts';

/**
 * The `markdown` config that `input` gives, every other key at its schema default, without site
 * plugins: for pipelines that no site config drives (API descriptions, tests), so a key added to
 * the schema needs no change here or there.
 */
export function markdownConfig(input: Omit<z.input<typeof markdownOptions>, 'remarkPlugins' | 'rehypePlugins'> = {}): MarkdownConfig {
  return { ...markdownOptions.parse(input), remarkPlugins: [], rehypePlugins: [] };
}
