/**
 * The files `portal init` writes: the smallest site that uses every kind of content (a doc, a
 * category with its generated index page, a blog post with an author, an OpenAPI spec, a static
 * file) and builds with no warnings. Paths are relative to the new site folder.
 */
export const STARTER_FILES: Readonly<Record<string, string>> = {
  'portal.config.yaml': `# The site's settings: every key is described in portal's docs, "Configuration".
title: My Portal
tagline: Guides and API reference for my service.
favicon: img/logo.svg
url: http://localhost
baseUrl: /
# Without docs.sidebars, one sidebar named "docs" lists every page under docs/.
navbar:
  items:
    - { type: docSidebar, sidebarId: docs, label: Docs }
    - { to: /blog, label: Blog }
    - { to: /docs/api/example, label: API }
footer:
  copyright: Built with portal.
blog:
  title: Blog
apis:
  - { id: example, title: Example API, spec: api/openapi.yaml, route: /docs/api/example }
`,
  'docs/intro.md': `---
title: Introduction
sidebar_position: 1
description: What this site is and how to add to it.
---

Welcome! Every markdown file under \`docs/\` is a page, and the sidebar lists them all.

## Add a page

Create \`docs/my-page.md\` with a title in its frontmatter. While \`portal serve\` runs, it
appears at once. Read the [first guide](./guides/first-steps.md) next.
`,
  'docs/guides/_category_.json': `{
  "label": "Guides",
  "position": 2,
  "link": { "type": "generated-index", "description": "Step-by-step guides." }
}
`,
  'docs/guides/first-steps.md': `---
title: First steps
description: A guide in the Guides category.
---

A folder under \`docs/\` is a category; its \`_category_.json\` names it and gives it an index page.

:::tip
Code blocks are highlighted:
:::

\`\`\`bash
curl http://localhost:8080/items
\`\`\`
`,
  'blog/2025-01-15-welcome.md': `---
title: Welcome to the blog
description: The first post.
authors: [team]
tags: [news]
---

Posts live in \`blog/\`, named by their date.

<!-- truncate -->

Everything after the truncate marker shows only on the post's own page.
`,
  'blog/authors.yml': `team:
  name: The Docs Team
  title: Maintainers
`,
  'api/openapi.yaml': `openapi: 3.0.3
info:
  title: Example API
  version: 1.0.0
  description: A small example API; replace it with your own spec.
servers:
  - url: http://localhost:8080
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      responses:
        '200':
          description: The items.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Item'
components:
  schemas:
    Item:
      type: object
      required: [id]
      properties:
        id:
          type: string
          example: item-1
        name:
          type: string
          example: First item
`,
  'static/img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e6fdb"/><path d="M8 22V10h8a5 5 0 0 1 0 10h-4v2z" fill="#fff"/></svg>
`,
  '.gitignore': `build/
node_modules/
`,
};
