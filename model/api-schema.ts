/** The schema tree an API page draws (openapi/schema.ts makes it from a spec's JSON Schema). */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface ApiNamedSchema {
  name: string;
  anchor: string;
  pointer: string;
  schema: SchemaNode;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface SchemaVariant {
  /** The discriminator value, the schema name or title, or `Option n`. */
  label: string;
  schema: SchemaNode;
}

export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  discriminator?: { propertyName: string; mapping: { value: string; target: string }[] };
  options: SchemaVariant[];
}

/**
 * One schema, `$ref`s resolved and `allOf` merged. A schema that is not expanded here (it is
 * recursive, or nested deeper than the page shows inline) carries `ref`: a link to its definition.
 */
export interface SchemaNode {
  pointer: string;
  /** Name of the component schema this is, when it is one. */
  name?: string;
  title?: string;
  /** JSON types without `null`; empty means any. */
  types: string[];
  nullable: boolean;
  format?: string;
  descriptionHtml?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  examples?: JsonValue[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  contentMediaType?: string;
  contentEncoding?: string;
  properties?: SchemaProperty[];
  additionalProperties?: SchemaNode | boolean;
  patternProperties?: { pattern: string; schema: SchemaNode }[];
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  variants?: SchemaVariants;
  not?: SchemaNode;
  /** `if` / `then` / `else`. */
  conditional?: { if: SchemaNode; then?: SchemaNode; else?: SchemaNode };
  /** `dependentRequired`: when `property` is present, `requires` must be too. */
  dependentRequired?: { property: string; requires: string[] }[];
  ref?: { name: string; anchor: string; recursive: boolean };
  /** The `$ref` as written, when it leads nowhere (a warning names it): shown as a placeholder. */
  unresolved?: string;
}
