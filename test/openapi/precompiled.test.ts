import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compileOpenApiSchema } from '../../openapi/validate.ts';
import { FIXTURES } from './helpers.ts';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

// The bundle (made by the global setup) carries the validators compiled; these sources compile them.
const bundled = (version: string) => createRequire(import.meta.url)(path.resolve(`dist/openapi-schema-${version}.cjs`)) as Validator;

describe('the OpenAPI validators compiled into the bundle', () => {
  const specs = readdirSync(FIXTURES)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .flatMap((f) => {
      try {
        const doc = load(readFileSync(path.join(FIXTURES, f), 'utf8')) as { openapi?: unknown };
        return typeof doc?.openapi === 'string' && /^3\.[01]/.test(doc.openapi)
          ? [{ f, doc, version: doc.openapi.startsWith('3.0') ? '3.0' : '3.1' } as const]
          : [];
      } catch {
        return [];
      }
    });

  it('judge every fixture spec as compiling the schema here does, errors included', () => {
    expect(specs.length).toBeGreaterThan(4);
    for (const { doc, version } of specs) {
      const here = compileOpenApiSchema(version);
      const there = bundled(version);
      for (const data of [doc, { ...doc, info: { title: 7 } }, { ...doc, paths: { '/x': { get: { responses: 'no' } } } }]) {
        expect(there(data)).toBe(here(data));
        expect(there.errors ?? null).toEqual(here.errors ?? null);
      }
    }
  });
});
