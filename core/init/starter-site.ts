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
  logo: { src: img/logo.svg, alt: '', width: 32, height: 32 }
  items:
    - { type: docSidebar, sidebarId: docs, label: Docs }
    - { to: /blog, label: Blog }
    - { to: /docs/api/example, label: API }
    # Right-side items stay on the right at every desktop width; a dropdown groups links:
    # - { type: dropdown, label: More, items: [{ href: 'https://example.com', label: Example }] }
    # - { href: 'https://github.com/your-org/your-repo', label: GitHub, position: right }
footer:
  copyright: Built with portal.
# Your brand: the light and dark palettes are derived from one colour (a warning says if it is too
# light to read as text); your own stylesheets come after the theme. Theme components can be
# replaced too: \`npx portal swizzle --list\`.
theme:
  primaryColor: '#2f5fd0'
  # customCss: src/css/custom.css
blog:
  title: Blog
apis:
  - { id: example, title: Example API, spec: api/openapi.yaml, route: /docs/api/example }
`,
  'pages/index.md': `---
title: Home
description: Guides and API reference for my service.
hero:
  title: My Portal
  tagline: Guides and API reference for my service.
  actions:
    - text: Get started
      link: /docs/intro
    - text: API reference
      link: /docs/api/example
features:
  - title: Guides
    details: Step-by-step guides, one markdown file each, in docs/.
    link: /docs/category/guides
  - title: API reference
    details: Rendered from an OpenAPI spec, with examples and a download.
    link: /docs/api/example
  - title: Blog
    details: News and release notes, with RSS, Atom and JSON feeds.
    link: /blog
---

This is the home page: its hero and cards come from the frontmatter above. Write below it in
markdown, or replace the whole page with a React page, \`src/pages/index.tsx\`.
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
  'static/img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e6fdb"/><path d="M8 22V10h8a5 5 0 0 1 0 10h-4v2z" fill="#fff"/></svg>
`,
  '.gitignore': `build/
node_modules/
`,
};
