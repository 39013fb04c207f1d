import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperation } from '../../model/api.ts';
import type { SchemaNode } from '../../model/api-schema.ts';
import { modelOf } from './helpers.ts';

function op(model: ApiModel, id: string): ApiOperation {
  const found = model.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

function prop(node: SchemaNode | undefined, name: string): SchemaNode {
  const found = node?.properties?.find((p) => p.name === name)?.schema;
  if (!found) throw new Error(`no property ${name}`);
  return found;
}

describe('normalised model of an OpenAPI 3.1 spec (zoo-31.yaml)', () => {
  let model: ApiModel;
  beforeAll(async () => {
    ({ model } = await modelOf('zoo-31.yaml', { highlight: false }));
  });

  it('reads info, servers, tags, tag groups and the description as HTML from the docs pipeline', () => {
    expect(model).toMatchObject({
      title: 'Zoo API',
      version: '2.1.0',
      openapi: '3.1.0',
      description: 'Manage the animals of a zoo.',
      license: { name: 'MIT' },
    });
    expect(model.descriptionHtml).toContain('<strong>100</strong>');
    // A heading in a description gets an id and the docs heading anchor, and the id is an anchor.
    expect(model.descriptionHtml).toMatch(/<h2 id="rate-limits">/);
    expect(model.anchors).toContain('rate-limits');
    expect(model.servers[0]).toMatchObject({
      url: 'https://{region}.zoo.example.com/v2',
      variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }],
    });
    expect(model.tagGroups).toEqual([
      { name: 'Core', tags: ['Animals'] },
      { name: 'Staff', tags: ['Keepers'] },
    ]);
    expect(model.tags.map((t) => [t.name, t.anchor, t.operations.length])).toEqual([
      ['Animals', 'tag/Animals', 6],
      ['Keepers', 'tag/Keepers', 2],
    ]);
  });

  it('lists every operation with method, path, anchor and pointer', () => {
    expect(model.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /animals',
      'POST /animals',
      'GET /animals/{animalId}',
      'DELETE /animals/{animalId}',
      'GET /animals/{animalId}/photo',
      'PUT /animals/{animalId}/photo',
      'POST /keepers',
      'GET /keepers/tree',
    ]);
    const get = op(model, 'getAnimal');
    expect(get.anchor).toBe('operation/getAnimal');
    expect(get.pointer).toBe('#/paths/~1animals~1{animalId}/get');
    expect(op(model, 'deleteAnimal').deprecated).toBe(true);
  });

  it('groups parameters by location, merging path-level ones, with constraints and defaults', () => {
    const list = op(model, 'listAnimals');
    expect(list.parameters.map((g) => [g.in, g.parameters.map((p) => p.name)])).toEqual([
      ['query', ['limit', 'species', 'name']],
      ['header', ['X-Trace']],
    ]);
    const [limit, species, name] = list.parameters[0]?.parameters ?? [];
    expect(limit).toMatchObject({ required: false, schema: { types: ['integer'], minimum: 1, maximum: 50, default: 10 } });
    expect(species).toMatchObject({ required: true, schema: { enum: ['cat', 'dog', 'parrot'] } });
    // A value made up from the schema is used in code samples but not shown as the spec's example.
    expect(species?.example).toBeUndefined();
    expect(name?.schema).toMatchObject({ minLength: 2, maxLength: 40, pattern: '^[A-Za-z ]+$' });
    const get = op(model, 'getAnimal');
    expect(get.parameters[0]?.parameters[0]).toMatchObject({
      name: 'animalId',
      in: 'path',
      required: true,
      schema: { format: 'int64', exclusiveMinimum: 0 },
    });
  });

  it('resolves oneOf with a discriminator and merges allOf into one set of fields', () => {
    const body = op(model, 'createAnimal').requestBody;
    expect(body?.required).toBe(true);
    // Animal is used by four operations, but a request body is shown where its operation is (issue 31).
    expect(body?.content[0]?.schema?.ref).toBeUndefined();
    expect(body?.content[0]?.schema).toMatchObject({ name: 'Animal', variants: { discriminator: { propertyName: 'kind' } } });
    const definition = (name: string) => model.schemas.find((s) => s.name === name)?.schema;
    const animal = definition('Animal');
    expect(animal?.name).toBe('Animal');
    expect(animal?.variants?.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'cat', target: '#/components/schemas/Cat' },
        { value: 'dog', target: '#/components/schemas/Dog' },
      ],
    });
    expect(animal?.variants?.options.map((o) => [o.label, o.schema.ref?.anchor])).toEqual([
      ['cat', 'schema/Cat'],
      ['dog', 'schema/Dog'],
    ]);
    const cat = { schema: definition('Cat') };
    const dog = { schema: definition('Dog') };
    // Cat = allOf [AnimalBase, {lives}]: the base fields and its own, required kept.
    expect(cat.schema?.properties?.map((p) => p.name)).toEqual(['id', 'kind', 'name', 'nickname', 'secret', 'born', 'tags', 'lives']);
    expect(cat.schema?.properties?.filter((p) => p.required).map((p) => p.name)).toEqual(['id', 'kind', 'name']);
    expect(prop(cat.schema, 'id').readOnly).toBe(true);
    expect(prop(cat.schema, 'secret').writeOnly).toBe(true);
    expect(prop(cat.schema, 'lives')).toMatchObject({ minimum: 0, maximum: 9, default: 9 });
    expect(prop(cat.schema, 'tags')).toMatchObject({ types: ['array'], uniqueItems: true, items: { types: ['string'] } });
    // 3.1 type arrays: null becomes nullable.
    expect(prop(cat.schema, 'nickname')).toMatchObject({ types: ['string'], nullable: true });
    expect(prop(dog.schema, 'goodBoy').const).toBe(true);
    // Arrays of objects keep the item fields.
    expect(prop(dog.schema, 'toys').items?.properties?.map((p) => p.name)).toEqual(['label', 'squeaks']);
  });

  it('renders a recursive schema as a link to its definition instead of looping', () => {
    const tree = op(model, 'keeperTree').responses[0]?.content[0]?.schema;
    const reports = prop(tree, 'reports');
    expect(reports.items?.ref).toEqual({ name: 'TreeNode', anchor: 'schema/TreeNode', recursive: true });
    const definition = model.schemas.find((s) => s.name === 'TreeNode');
    expect(definition?.anchor).toBe('schema/TreeNode');
    expect(prop(definition?.schema, 'reports').items?.ref?.anchor).toBe('schema/TreeNode');
  });

  it('keeps binary bodies as binary, with no generated example', () => {
    const upload = op(model, 'uploadPhoto').requestBody?.content[0];
    expect(upload).toMatchObject({ mediaType: 'application/octet-stream', binary: true, examples: [] });
    const photo = op(model, 'getPhoto').responses[0]?.content[0];
    expect(photo).toMatchObject({ mediaType: 'image/png', binary: true });
  });

  it('takes examples from the spec and generates the others from the schema', () => {
    const get = op(model, 'getAnimal').responses[0]?.content[0]?.examples[0];
    expect(get).toMatchObject({ name: 'felix', summary: 'A cat', generated: false });
    expect(get?.html).toContain('Felix');
    const list = op(model, 'listAnimals').responses[0]?.content[0]?.examples[0];
    expect(list?.generated).toBe(true);
    // The problem response comes from another file, through a $ref in a component response.
    expect(op(model, 'listAnimals').responses[1]).toMatchObject({
      status: 'default',
      content: [{ mediaType: 'application/problem+json' }],
    });
    expect(op(model, 'keeperTree').responses[1]?.pointer).toBe('shared/common.yaml#/components/responses/ServerError');
  });

  it('resolves security: the global requirement, an override, and none', () => {
    expect(model.securitySchemes.map((s) => [s.key, s.type, s.in ?? s.scheme ?? ''])).toEqual([
      ['apiKeyHeader', 'apiKey', 'header'],
      ['apiKeyQuery', 'apiKey', 'query'],
      ['bearer', 'http', 'bearer'],
      ['oauth', 'oauth2', ''],
    ]);
    expect(model.securitySchemes[3]?.flows[0]).toMatchObject({
      kind: 'clientCredentials',
      tokenUrl: 'https://auth.zoo.example.com/token',
      scopes: [{ name: 'animals:write' }],
    });
    expect(op(model, 'listAnimals').security.map((r) => r.schemes.map((s) => s.key))).toEqual([['apiKeyHeader'], ['apiKeyQuery']]);
    expect(op(model, 'createAnimal').security[1]).toEqual({ schemes: [{ key: 'oauth', scopes: ['animals:write'] }] });
    expect(op(model, 'deleteAnimal').security).toEqual([]);
  });

  it('reads callbacks and webhooks as operations with their own anchors', () => {
    const cb = op(model, 'createAnimal').callbacks[0];
    expect(cb?.name).toBe('animalAdded');
    expect(cb?.operations[0]).toMatchObject({
      kind: 'callback',
      method: 'POST',
      path: '{$request.body#/callbackUrl}',
      anchor: 'operation/createAnimal/callback/animalAdded/post',
    });
    expect(model.webhooks).toHaveLength(1);
    expect(model.webhooks[0]).toMatchObject({ kind: 'webhook', method: 'POST', path: 'animalFed', anchor: 'webhook/animalFed' });
    expect(model.webhooks[0]?.requestBody?.content[0]?.schema?.name).toBe('Event');
  });

  it('uses x-codeSamples instead of generated samples', () => {
    expect(op(model, 'getPhoto').codeSamples.map((s) => [s.lang, s.label])).toEqual([['shell', 'wget']]);
    expect(op(model, 'listAnimals').codeSamples.map((s) => s.lang)).toEqual(['curl', 'javascript', 'python']);
  });

  it('lists every anchor once', () => {
    expect(new Set(model.anchors).size).toBe(model.anchors.length);
    for (const a of [
      'section/Authentication/bearer',
      'tag/Keepers',
      'schema/Cat',
      'webhook/animalFed',
      'operation/listAnimals/response/default',
    ])
      expect(model.anchors).toContain(a);
  });
});

describe('normalised model of an OpenAPI 3.0 spec in JSON (shop-30.json)', () => {
  let model: ApiModel;
  beforeAll(async () => {
    ({ model } = await modelOf('shop-30.json', { highlight: false }));
  });

  it('reads nullable, enums, defaults, readOnly and arrays of objects', () => {
    // Order is shared, but has a readOnly field: the request body writes it out without that field.
    const body = model.operations[0]?.requestBody?.content[0]?.schema;
    expect(body?.name).toBe('Order');
    expect(body?.properties?.map((p) => p.name)).not.toContain('id');
    const order = model.schemas.find((s) => s.name === 'Order')?.schema;
    expect(prop(order, 'note')).toMatchObject({ types: ['string'], nullable: true, maxLength: 200 });
    expect(prop(order, 'status')).toMatchObject({ enum: ['new', 'paid', 'shipped'], default: 'new' });
    expect(prop(order, 'id').readOnly).toBe(true);
    const items = prop(order, 'items');
    expect(items).toMatchObject({ types: ['array'], minItems: 1 });
    expect(items.items?.ref?.name).toBe('Line');
    const line = model.schemas.find((s) => s.name === 'Line')?.schema;
    expect(line?.properties?.map((p) => [p.name, p.required])).toEqual([
      ['sku', true],
      ['quantity', true],
      ['price', false],
    ]);
    expect(prop(line, 'price')).toMatchObject({ format: 'double', multipleOf: 0.01 });
  });

  it('labels discriminated variants by schema name when there is no mapping', () => {
    const payment = prop(model.schemas.find((s) => s.name === 'Order')?.schema, 'payment');
    expect(payment.variants?.options.map((o) => o.label)).toEqual(['Card', 'Invoice']);
    expect(payment.variants?.discriminator?.propertyName).toBe('method');
  });

  it('keeps the example the spec gives and marks a PDF response binary', () => {
    expect(model.operations[0]?.requestBody?.content[0]?.examples[0]).toMatchObject({ name: 'example', generated: false });
    expect(model.operations[1]?.responses[0]?.content[0]).toMatchObject({ mediaType: 'application/pdf', binary: true });
    expect(model.operations[1]?.anchor).toBe('operation/getInvoice');
  });

  it('stops at the recursion of a self-referencing schema', () => {
    const category = model.operations[2]?.responses[0]?.content[0]?.schema;
    expect(prop(category, 'children').items?.ref).toMatchObject({ name: 'Category', recursive: true });
  });
});
