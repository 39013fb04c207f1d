// Writes the generated files: the JSON Schema editors read and the docs site's configuration
// reference (from the config schema), and the code-fence language names (from prismjs).
// `npm run generate`; test/unit/config-schema.test.ts fails when one is out of date.
import { writeFile } from 'node:fs/promises';
import { configJsonSchema } from '../core/config/json-schema.ts';
import { configReferencePage } from '../core/config/reference-page.ts';
import { prismLanguagesModule } from './prism-languages.ts';

export const GENERATED: Record<string, () => string> = {
  'portal.config.schema.json': () => `${JSON.stringify(configJsonSchema(), null, 2)}\n`,
  'docs/docs/reference/configuration.md': configReferencePage,
  'core/markdown/features/code-blocks/prism-languages.ts': prismLanguagesModule,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, make] of Object.entries(GENERATED)) await writeFile(file, make());
}
