import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { SiteConfig } from '../config/types.ts';
import { readYaml } from '../../model/yaml-source.ts';
import { placeInSite } from '../util/inside-site.ts';

/** A spec is published beside its API page under its own name: only names no browser runs as a page. */
const SPEC_NAME = /\.(ya?ml|json)$/i;

/**
 * The specs of `apis[]` the openapi stage may read: inside the site folder once `..`, absolute
 * paths and symbolic links are resolved (the same rule as a `$ref`), and named `.yaml`, `.yml` or
 * `.json` (the spec is copied into the output under that name, and a `.html` spec would be served
 * as a page). Each refused one is an error at its `apis[i].spec` line.
 */
export async function checkSpecPaths(config: SiteConfig): Promise<{ allowed: SiteConfig['apis']; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  let text: string | undefined;
  const lineOf = async (i: number) => {
    text ??= await readFile(config.configFile, 'utf8').catch(() => '');
    const read = readYaml(text);
    return read.ok ? read.source.locate(['apis', i, 'spec']) : undefined;
  };
  const allowed: SiteConfig['apis'] = [];
  for (const [i, api] of config.apis.entries()) {
    const place = await placeInSite(config.siteDir, api.spec);
    if (place.kind === 'outside') {
      diagnostics.push(
        diagnostic(
          'error',
          'openapi-spec-outside',
          `the spec of the API "${api.id}" (${api.spec}) is outside the site folder, so it is not read or published`,
          {
            file: config.configFile,
            point: await lineOf(i),
            hint: 'move the spec into the site folder and give its path relative to it; a symbolic link must lead inside it too',
          },
        ),
      );
    } else if (!SPEC_NAME.test(api.spec)) {
      diagnostics.push(
        diagnostic(
          'error',
          'openapi-spec-name',
          `the spec of the API "${api.id}" (${api.spec}) must be a .yaml, .yml or .json file: it is published under its name`,
          {
            file: config.configFile,
            point: await lineOf(i),
            hint: 'rename the spec file to end in .yaml or .json',
          },
        ),
      );
    } else allowed.push(api);
  }
  return { allowed, diagnostics };
}
