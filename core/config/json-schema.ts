import { z } from 'zod';
import { siteSchema } from './schema/site.ts';

/**
 * The JSON Schema of portal.config.yaml, for editors (the YAML language server reads the
 * `# yaml-language-server: $schema=...` line `portal init` writes). It describes what may be
 * written, so it is the schema's input side; each key's default comes from its `fallback`.
 */
export function configJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(siteSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const meta = z.globalRegistry.get(ctx.zodSchema) as { fallback?: unknown } | undefined;
      const json = ctx.jsonSchema as Record<string, unknown>;
      if (meta && 'fallback' in meta) json.default = meta.fallback;
      delete json.fallback;
    },
  }) as Record<string, unknown>;
}
