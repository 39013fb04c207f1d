import { z } from 'zod';
import { diagnostic, preview, type Diagnostic } from '../../model/diagnostics.ts';
import type { YamlSource } from '../../model/yaml-source.ts';

/**
 * `_category_.json` (or `.yml`): the keys Docusaurus 3.5 reads, typed. Each key is checked on its
 * own, so a bad one is an error at its line and the rest still apply; an unknown key is a warning.
 */
const generatedIndex = z.strictObject({
  type: z.literal('generated-index'),
  slug: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
});
const docLink = z.strictObject({ type: z.literal('doc'), id: z.string().min(1) });

export const categoryFile = z.strictObject({
  label: z.string({ error: 'must be text' }),
  // Docusaurus accepts a number written as text.
  position: z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())], { error: 'must be a number' }),
  collapsed: z.boolean({ error: 'must be true or false' }),
  collapsible: z.boolean({ error: 'must be true or false' }),
  className: z.string({ error: 'must be text' }),
  link: z.union([generatedIndex, docLink, z.null()], { error: 'must be {"type": "generated-index"} or {"type": "doc", "id": "..."}' }),
  customProps: z.unknown(),
  key: z.string({ error: 'must be text' }),
  description: z.string({ error: 'must be text' }),
  image: z.string({ error: 'must be text' }),
});

export type CategoryFile = Partial<z.output<typeof categoryFile>>;

const HINTS: Record<string, string> = {
  label: 'write "label": "Guides"',
  position: 'write "position": 2',
  link: 'fix the link type',
};

/** The file's keys as the schema reads them; a key of the wrong type is an error at its line and left out. */
export function checkCategory(data: Record<string, unknown>, source: YamlSource, file: string, diagnostics: Diagnostic[]): CategoryFile {
  const shape = categoryFile.shape as Record<string, z.ZodType>;
  const at = (key: string) => source.locate([key], { key: true });
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const schema = shape[key];
    if (!schema) {
      diagnostics.push(
        diagnostic('warning', 'category-unknown-key', `\`${key}\` is not a category key, so it has no effect`, {
          file,
          point: at(key),
          hint: `known keys: ${Object.keys(shape).join(', ')}`,
        }),
      );
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) out[key] = result.data;
    else
      diagnostics.push(
        diagnostic(
          'error',
          'category-invalid',
          `\`${key}\` ${result.error.issues[0]?.message ?? 'has a value of the wrong type'}, got ${preview(value)}`,
          {
            file,
            point: at(key),
            hint: HINTS[key] ?? `see "Authoring docs" for \`${key}\``,
          },
        ),
      );
  }
  return out as CategoryFile;
}
