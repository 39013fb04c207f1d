import type { Diagnostic } from '../model/diagnostics.ts';
import type { ApiSecurityRequirement, ApiSecurityScheme, ApiServer } from '../model/api.ts';
import type { SchemaContext, SchemaLimits } from './schema.ts';

/** What normalising one spec shares: the files, the rendered text, and the spec-wide parts. */
export interface NormaliseContext extends SchemaContext {
  version: '3.0' | '3.1';
  diagnostics: Diagnostic[];
  servers: ApiServer[];
  securitySchemes: ReadonlyMap<string, ApiSecurityScheme>;
  security: ApiSecurityRequirement[];
  anchors: AnchorRegistry;
  /** How far operation schemas are expanded inline. */
  limits: SchemaLimits;
  /** The API has a console (`tryIt`): operations keep their example body as text. */
  tryIt?: boolean;
}

/** Hands out ids that are unique on the page, in the order the page renders them. */
export interface AnchorRegistry {
  take(base: string): string;
  list(): string[];
}

export function createAnchorRegistry(): AnchorRegistry {
  const taken = new Set<string>();
  return {
    take(base) {
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      return id;
    },
    list: () => [...taken],
  };
}

/** An anchor segment from a name: whitespace becomes `-`, so ids and URLs need no escaping. */
export function anchorPart(name: string): string {
  return (
    name
      .trim()
      .replace(/\s+/g, '-')
      .replace(/["<>`#%]/g, '') || '-'
  );
}
