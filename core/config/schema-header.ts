import path from 'node:path';
import { packageRoot } from '../util/package-root.ts';

/** The JSON Schema of portal.config.yaml, published with the package (written by `npm run generate`). */
export const SCHEMA_FILE = 'portal.config.schema.json';

/**
 * The first line of a config `portal init` writes: the YAML language server (VS Code's YAML
 * extension, JetBrains IDEs) reads it and then completes and checks every key as it is typed.
 */
export function schemaHeader(siteDir: string, root: string = packageRoot()): string {
  const rel = path.relative(path.resolve(siteDir), path.join(root, SCHEMA_FILE)).split(path.sep).join('/');
  return `# yaml-language-server: $schema=${rel.startsWith('.') ? rel : `./${rel}`}\n`;
}
