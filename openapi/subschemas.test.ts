import { describe, expect, it } from 'vitest';
import { eachSubschema } from './subschemas.ts';

describe('eachSubschema', () => {
  it('visits every keyword that holds a schema, in each of its forms, with its pointer', () => {
    const s = { type: 'string' };
    const node = {
      items: [s, s],
      additionalItems: s,
      contentSchema: s,
      not: s,
      allOf: [s],
      properties: { a: s },
      $defs: { b: s },
      description: 'not a schema',
      enum: [s],
    };
    const seen: string[] = [];
    eachSubschema(node, '#/x', (v, pointer) => {
      if (v !== undefined) seen.push(pointer);
    });
    expect(seen.sort()).toEqual(
      [
        '#/x/$defs/b',
        '#/x/additionalItems',
        '#/x/allOf/0',
        '#/x/contentSchema',
        '#/x/items/0',
        '#/x/items/1',
        '#/x/not',
        '#/x/properties/a',
      ].sort(),
    );
  });

  it('reads a map through mapOf, so a walk can follow a map written as a $ref', () => {
    const seen: string[] = [];
    eachSubschema(
      { properties: { $ref: 'attrs.yml' } },
      '#',
      (_, p) => seen.push(p),
      () => ({ id: { type: 'string' } }),
    );
    expect(seen.filter((p) => p.includes('properties'))).toEqual(['#/properties/id']);
  });
});
