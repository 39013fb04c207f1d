/**
 * A synthetic spec for the scale test: `operations` operations over `tags` tags and `schemas`
 * component schemas that reference each other (nesting, arrays, enums, formats, constraints), the
 * shape of a large real-world API.
 */
export function scaleSpec({ operations = 500, schemas = 1000, tags = 25 } = {}): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const ref = (i: number) => ({ $ref: `#/components/schemas/Model${i % schemas}` });
  for (let i = 0; i < operations; i++) {
    const resource = `/resources${Math.floor(i / 2)}`;
    const tag = `Tag ${i % tags}`;
    const isPost = i % 2 === 1;
    const path = isPost ? resource : `${resource}/{id}`;
    const op: Record<string, unknown> = {
      operationId: `op${i}`,
      summary: `Operation number ${i}`,
      description: `Does **thing ${i}** with the \`resource\`. See the [guide](/docs/guide).`,
      tags: [tag],
      parameters: isPost
        ? [{ name: 'dryRun', in: 'query', schema: { type: 'boolean', default: false } }]
        : [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            {
              name: 'fields',
              in: 'query',
              description: 'Fields to return.',
              schema: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } },
            },
          ],
      responses: {
        '200': { description: 'The result', content: { 'application/json': { schema: ref(i * 2) } } },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    };
    if (isPost) op.requestBody = { required: true, content: { 'application/json': { schema: ref(i * 2 + 1) } } };
    paths[path] = { ...(paths[path] ?? {}), [isPost ? 'post' : 'get']: op };
  }
  const components: Record<string, Record<string, unknown>> = {
    schemas: {},
    responses: {
      NotFound: { description: 'Not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
  };
  components.schemas = {
    Error: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, code: { type: 'integer', minimum: 400, maximum: 599 } },
    },
  };
  for (let i = 0; i < schemas; i++) {
    components.schemas[`Model${i}`] = {
      type: 'object',
      description: `Model ${i} of the synthetic API.`,
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        name: { type: 'string', minLength: 1, maxLength: 80 },
        kind: { type: 'string', enum: ['small', 'medium', 'large'] },
        count: { type: 'integer', minimum: 0, default: 1 },
        created: { type: 'string', format: 'date-time' },
        child: i + 1 < schemas ? ref(i + 1) : { type: 'object' },
        items: { type: 'array', items: ref((i * 7 + 3) % schemas) },
        extra: { type: 'object', additionalProperties: { type: 'string' } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Scale API', version: '1.0.0', description: 'A synthetic API with many operations.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    security: [{ key: [] }],
    tags: Array.from({ length: tags }, (_, i) => ({ name: `Tag ${i}`, description: `Operations of group ${i}.` })),
    paths,
    components,
  };
}
