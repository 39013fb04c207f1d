import { configReference } from './reference.ts';

/** docs/docs/reference/configuration.md: a fixed introduction, then the table made from the schema. */
export function configReferencePage(): string {
  return `---
title: Configuration
description: Every key of portal.config.yaml, its type, its default and what it does, generated from the schema.
sidebar_position: 2
---

<!-- Generated from core/config/schema/ by \`npm run generate\`: edit the schema, not this page. -->

A site is configured by \`portal.config.yaml\` (or \`.yml\`, or \`portal.config.json\`) in the site
folder. The file is checked against one schema, \`core/config/schema/\`, from which this page, the
types the compiler uses and the JSON Schema \`portal.config.schema.json\` are all made. Every mapping
is strict: a key the schema does not know, at any depth, is a \`config-invalid\` error naming the key
path, its line and column, and the known key it most resembles (\`blog.postPerPage\` is not a config
key: did you mean \`postsPerPage\`?).

**Editor completion.** \`portal init\` starts the config with a line the YAML language server reads
(VS Code's YAML extension, JetBrains IDEs):

\`\`\`yaml
# yaml-language-server: $schema=./node_modules/portal/portal.config.schema.json
\`\`\`

With it, the editor completes keys, shows each key's description and marks wrong values as you type.

**Environment variables.** Any value may read one with \`\${NAME}\` or \`\${NAME:-default}\`, so CI can
point links at each deployment (\`url: \${PORTAL_SITE_URL:-https://maps.example.com}\`).

**Empty values.** A key written with no value (\`tagline:\`) takes its default, as if it were absent.

## Keys

${configReference()}

## Colour mode

With \`respectPrefersColorScheme: false\` (the default) the first visit uses \`defaultMode\`, the toggle
switches light and dark, and the choice is remembered in local storage (key \`theme\`) and followed by
other open tabs. With \`true\`, a visitor without a stored choice gets the system preference, the
toggle steps through light, dark and system, and a stored \`system\` value follows the system
preference, also when it changes while the page is open. Either way an inline script in \`<head>\`
applies the choice before the first paint, so no page flashes in the wrong colours.
`;
}
