import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A synthetic site for the benchmark and the page-size test: docs pages with headings, a table,
 * code in three languages, an admonition, links to siblings and to other folders, and tags.
 *
 * The shape copies a large real portal: one sidebar per product of `pagesPerSidebar` pages, each
 * a tree of categories nested three deep (5 sections, 4 topics each, leaf folders of 10 pages),
 * with generated index pages on the two upper levels. Growing the site adds products and tags
 * (about 25 pages per tag), never wider folders, so a page's own neighbourhood is the same in a
 * site of 100 pages and of 10,000: any growth of a page with the site is the renderer's doing.
 */
export interface GenerateOptions {
  /** The folder to write (emptied first). */
  dir: string;
  pages: number;
  /** Pages per product sidebar (default 1,000). */
  pagesPerSidebar?: number;
}

const SECTIONS = 5;
const TOPICS = 4;
const PER_FOLDER = 10;
const LANGS = ['bash', 'json', 'typescript'] as const;

interface Place {
  product: number;
  section: number;
  topic: number;
  folder: number;
  page: number;
}

/** Where page `i` lives: products fill one after another, folders depth first. */
function place(i: number, perSidebar: number): Place {
  const product = Math.floor(i / perSidebar);
  const local = i % perSidebar;
  const perTopic = Math.max(PER_FOLDER, Math.ceil(perSidebar / (SECTIONS * TOPICS)));
  const perSection = perTopic * TOPICS;
  const section = Math.floor(local / perSection);
  const topic = Math.floor((local % perSection) / perTopic);
  const inTopic = local % perTopic;
  return { product, section, topic, folder: Math.floor(inTopic / PER_FOLDER), page: inTopic % PER_FOLDER };
}

const folderOf = (p: Place) => `p${p.product + 1}/s${p.section + 1}/t${p.topic + 1}/f${p.folder + 1}`;
const fileOf = (p: Place) => `${folderOf(p)}/page-${p.page + 1}.md`;

function tagsOf(i: number, pages: number): string[] {
  const pool = Math.max(4, Math.ceil(pages / 25));
  return [...new Set([`topic-${i % pool}`, `area-${(i * 7 + 3) % pool}`])];
}

function pageText(i: number, p: Place, options: Required<Omit<GenerateOptions, 'dir'>>): string {
  const lang = LANGS[i % LANGS.length] ?? 'bash';
  const sibling = `./page-${((p.page + 1) % PER_FOLDER) + 1}.md`;
  // A link into another section of the same product, as relative path between the two files.
  const otherIndex = Math.min(options.pages - 1, p.product * options.pagesPerSidebar + ((i % options.pagesPerSidebar) + 137) % options.pagesPerSidebar);
  const other = place(otherIndex, options.pagesPerSidebar);
  const otherLink = path.posix.relative(folderOf(p), fileOf(other));
  const code: Record<(typeof LANGS)[number], string> = {
    bash: `curl -s "https://tiles.example.com/wmts/layer-${i}/{z}/{x}/{y}.png" \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -o tile.png\necho "done"`,
    json: `{\n  "id": "layer-${i}",\n  "format": "image/png",\n  "bounds": [34.2, 29.5, 35.9, 33.3],\n  "zoom": { "min": 0, "max": 18 }\n}`,
    typescript: `interface Layer {\n  id: string;\n  zoom: [number, number];\n}\n\nexport function tileUrl(layer: Layer, z: number, x: number, y: number): string {\n  return \`https://tiles.example.com/\${layer.id}/\${z}/\${x}/\${y}.png\`;\n}`,
  };
  return `---
title: Synthetic page ${i + 1}
description: A generated page about layer ${i + 1}, used to measure the build at scale.
tags: [${tagsOf(i, options.pages).join(', ')}]
sidebar_position: ${p.page + 1}
---

This page describes **layer ${i + 1}**: how to request its tiles, what its metadata holds and
which limits apply. See the [next page](${sibling}) and [a page in another section](${otherLink}).

## Request tiles

Tiles are served under a fixed grid. Each request names the zoom level, the column and the row.
Requests without a token are refused with \`401\`.

\`\`\`${lang} title="Request layer ${i + 1}"
${code[lang]}
\`\`\`

### Limits

| parameter | meaning | default |
| --- | --- | --- |
| \`z\` | zoom level | 0 |
| \`x\` | column | 0 |
| \`y\` | row | 0 |
| \`format\` | \`png\` or \`webp\` | \`png\` |

:::tip[Cache tiles]
Tiles change only when the layer is republished, so cache them for a day.
:::

## Metadata

The metadata lists the layer's bounds, its zoom range and the formats it is served in. A client
reads it once and keeps it while the layer is shown.

- bounds in WGS 84
- zoom range
- formats

### Errors

A request outside the bounds answers \`404\`; a zoom level outside the range answers \`400\`.
`;
}

function category(label: string, position: number, index: boolean): string {
  const link = index ? { type: 'generated-index', description: `Everything about ${label}.` } : undefined;
  return `${JSON.stringify({ label, position, ...(link ? { link } : {}) }, null, 2)}\n`;
}

function config(products: number): string {
  const sidebars = Array.from({ length: products }, (_, k) => `    product${k + 1}:\n      - { type: autogenerated, dirName: p${k + 1} }`).join('\n');
  return `title: Synthetic Portal
tagline: A generated site for measuring the build.
url: https://synthetic.example.com
baseUrl: /
trailingSlash: null
docs:
  versionLabel: Next
  mainDoc: p1/s1/t1/f1/page-1
  sidebars:
${sidebars}
navbar:
  title: Synthetic
  items:
    - { type: docSidebar, sidebarId: product1, label: Docs }
    - { to: /blog, label: Blog }
footer:
  links:
    - title: Docs
      items:
        - { label: Start, to: /docs/p1/s1/t1/f1/page-1 }
  copyright: Generated for the benchmark.
search:
  maxHits: 8
blog:
  title: Notes
apis: []
`;
}

/** Writes the site; returns the number of markdown files written. */
export async function generateSite({ dir, pages, pagesPerSidebar = 1000 }: GenerateOptions): Promise<number> {
  const options = { pages, pagesPerSidebar };
  await rm(dir, { recursive: true, force: true });
  const products = Math.ceil(pages / pagesPerSidebar);
  const files = new Map<string, string>();
  files.set('portal.config.yaml', config(products));
  files.set('pages/index.md', '---\ntitle: Synthetic Portal\ndescription: A generated site.\n---\n\nA generated site for measuring the build.\n');
  files.set('blog/authors.yml', 'bench:\n  name: Bench\n');
  files.set('blog/2024-01-01-hello.md', '---\ntitle: Hello\ndescription: The one post.\nauthors: [bench]\ntags: [news]\n---\n\nThe one post.\n');
  for (let i = 0; i < pages; i++) {
    const p = place(i, pagesPerSidebar);
    files.set(`docs/${fileOf(p)}`, pageText(i, p, options));
    const product = `p${p.product + 1}`;
    files.set(`docs/${product}/_category_.json`, category(`Product ${p.product + 1}`, p.product + 1, false));
    files.set(`docs/${product}/s${p.section + 1}/_category_.json`, category(`P${p.product + 1} section ${p.section + 1}`, p.section + 1, true));
    files.set(`docs/${product}/s${p.section + 1}/t${p.topic + 1}/_category_.json`, category(`P${p.product + 1} S${p.section + 1} topic ${p.topic + 1}`, p.topic + 1, true));
    files.set(`docs/${folderOf(p)}/_category_.json`, category(`Folder ${p.folder + 1}`, p.folder + 1, false));
  }
  const made = new Set<string>();
  for (const [rel, text] of files) {
    const abs = path.join(dir, rel);
    const parent = path.dirname(abs);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await writeFile(abs, text);
  }
  return pages;
}
