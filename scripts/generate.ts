// Writes the files made from the config schema: the JSON Schema editors read and the docs
// site's configuration reference. `npm run generate`; test/unit/generated.test.ts fails when
// either is out of date.
import { writeFile } from 'node:fs/promises';
import { configJsonSchema } from '../core/config/json-schema.ts';
import { configReferencePage } from '../core/config/reference-page.ts';

export const GENERATED: Record<string, () => string> = {
  'portal.config.schema.json': () => `${JSON.stringify(configJsonSchema(), null, 2)}\n`,
  'docs/docs/reference/configuration.md': configReferencePage,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, make] of Object.entries(GENERATED)) await writeFile(file, make());
}
