/**
 * Pages the reading tests add to the fixture site: a diagrams page (a wide flowchart, a sequence
 * diagram, a wide table, a long code line) and a home page with seven feature cards.
 */
const WIDE_ROW = Array.from({ length: 7 }, (_, i) => `value-of-column-${i + 1}-long`).join(' | ');

export const DIAGRAMS_PAGE = `---
title: Diagrams
description: A wide flowchart, a sequence diagram, a wide table and a long code line.
sidebar_position: 4
---

A page of wide things.

## A wide flowchart

\`\`\`mermaid
flowchart LR
  A[Your application] --> B[Gateway with a long name] --> C[Catalog service] --> D[Tile server] --> E[Storage bucket] --> F[Content delivery network]
\`\`\`

## A sequence diagram

\`\`\`mermaid
sequenceDiagram
  participant App as Your application
  participant API as Export service
  App->>API: POST /export-tasks
  API-->>App: 201 with the task
  App->>API: GET /export-tasks/{id}
  API-->>App: status COMPLETED
\`\`\`

## A wide table

| ${Array.from({ length: 7 }, (_, i) => `Column ${i + 1}`).join(' | ')} |
| ${Array.from({ length: 7 }, () => '---').join(' | ')} |
| ${WIDE_ROW} |
| ${WIDE_ROW} |

## A long code line

\`\`\`bash
curl -G "https://tiles.example.com/wmts/1.0.0/layer-with-a-long-name/default/WebMercatorQuad/12/1234/5678.png" --data-urlencode "token=$TOKEN"
\`\`\`

## Every token colour

\`\`\`xml {2}
<!-- A capabilities request -->
<GetCapabilities service="WMTS" version="1.0.0" count={12}>
  <Layer id="orthophoto">text</Layer>
</GetCapabilities>
\`\`\`

\`\`\`js
// Fetch a tile
export async function tile(z, x, y) {
  const url = \`https://tiles.example.com/\${z}/\${x}/\${y}.png\`;
  return fetch(url, { method: 'GET', cache: true, retries: 3 });
}
\`\`\`

## Last words

${Array.from({ length: 12 }, (_, i) => `A paragraph of closing text ${i + 1}, so the page scrolls past its last heading.`).join('\n\n')}
`;

const FEATURES = ['Raster', '3D', 'DEM', 'Vector', 'OpenStreetMap', 'OGC protocols', 'Knowledge base'];

export const HOME_PAGE = `---
title: Home
description: The fixture home page.
hero:
  title: Fixture Portal
  tagline: Everything in one place.
  actions:
    - { text: Start, link: /docs/guide/intro }
features:
${FEATURES.map((f) => `  - { title: ${f}, details: "What ${f} offers, in a sentence or two of text.", link: /docs/guide/intro }`).join('\n')}
---

Some home text.
`;

const OPERATIONS = ['list', 'create', 'read', 'update', 'delete', 'search'];

/** The fixture's Pets API with enough operations that its page scrolls past several sections. */
export const PETS_API = `openapi: 3.0.3
info:
  title: Pets API
  version: 1.0.0
  description: An API long enough to scroll through.
servers:
  - url: https://api.example.com
paths:
${OPERATIONS.map(
  (op) => `  /pets/${op}:
    post:
      operationId: ${op}Pets
      summary: ${op[0]?.toUpperCase()}${op.slice(1)} pets
      description: |
${Array.from({ length: 6 }, (_, i) => `        Paragraph ${i + 1} about how to ${op} pets, long enough to take some room on the page.`).join('\n\n')}
      parameters:
        - { name: limit, in: query, description: How many pets at most., schema: { type: integer, default: 5 } }
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }`,
).join('\n')}
components:
  schemas:
    Pet:
      type: object
      properties:
        id: { type: integer }
        name: { type: string }
`;

export const READING_PAGES: Record<string, string> = {
  'docs/guide/diagrams.md': DIAGRAMS_PAGE,
  'pages/index.md': HOME_PAGE,
  'api/pets.yaml': PETS_API,
};
