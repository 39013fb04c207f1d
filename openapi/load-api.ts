import path from 'node:path';
import { causeChain, diagnostic, type Diagnostic } from '../model/diagnostics.ts';
import { displayPath } from '../model/paths.ts';
import type { DescriptionMarkdownFactory } from '../model/markdown.ts';
import { auditSchemas, dropNullable } from './audit.ts';
import { auditUrls } from './url-audit.ts';
import { loadDocuments } from './documents.ts';
import type { ApiSource, LoadedApi } from '../model/api.ts';
import { normaliseSpec } from './normalise.ts';
import { bundleSpec } from './bundle.ts';
import { isObject } from './pointer.ts';
import { selfReferences } from './ref-loops.ts';
import { validateDocuments, type OpenApiValidators } from './validate.ts';

export type { LoadedApi };

export interface ApiLoadResult {
  api?: LoadedApi;
  diagnostics: Diagnostic[];
}

export interface ApiLoadOptions {
  /** Links in descriptions get the site's base path and trailing-slash rule, as in docs. */
  baseUrl?: string;
  trailingSlash?: boolean | null;
  /** False leaves code samples unhighlighted (link checking does not need colours). */
  highlight?: boolean;
  /** Hosts raw `<iframe>`s in descriptions may embed, as in docs. */
  allowedIframeHosts?: readonly string[];
  /** Schemas compiled once for all the specs of a build (see createValidators). */
  validators?: OpenApiValidators;
  /** The site's markdown pipeline for descriptions, given by the core (this stage does not own one). */
  markdown: DescriptionMarkdownFactory;
}

/**
 * The openapi stage for one spec: read it and the local files it references (never a URL),
 * validate it, then normalise it into the page model. Any error leaves `api` undefined, with
 * diagnostics that name the file, the JSON pointer and the line; nothing is thrown.
 */
export async function loadApi(siteDir: string, config: ApiSource, options: ApiLoadOptions): Promise<ApiLoadResult> {
  const specFile = path.resolve(siteDir, config.spec);
  try {
    const loaded = await loadDocuments(siteDir, specFile);
    const diagnostics = [...loaded.diagnostics];
    // Only a file that cannot be read or parsed stops the spec; anything else renders around it.
    if (!loaded.docs || diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
    let { docs } = loaded;
    // The download is the spec as written, in one file: made before a 2.0 spec is converted.
    const bundle = bundleSpec(docs);
    const root = docs.main.source.value;
    const declared = isObject(root) ? String(root.openapi ?? root.swagger ?? '') : '';
    if (declared === '2.0') docs = await (await import('./swagger2.ts')).convertSwagger2(docs);
    else if (!/^3\.[01]\./.test(declared)) {
      const message = `"${config.id}" declares ${declared ? `version ${declared}` : 'no version'}; portal renders Swagger 2.0 and OpenAPI 3.0 and 3.1`;
      return {
        diagnostics: [
          ...diagnostics,
          diagnostic('error', 'openapi-version', message, {
            file: docs.main.display,
            point: docs.main.source.locate(isObject(root) && root.swagger !== undefined ? '#/swagger' : '#/openapi'),
            hint: 'start the spec with `openapi: 3.1.0` (or 3.0.x, or `swagger: "2.0"`)',
          }),
        ],
      };
    }
    const version = declared.startsWith('3.1') ? '3.1' : '3.0';
    diagnostics.push(...selfReferences(docs));
    if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
    diagnostics.push(
      ...validateDocuments(docs, version, options.validators?.get(version)),
      ...auditSchemas(docs, version),
      ...auditUrls(docs),
    );
    if (version === '3.1') dropNullable(docs);
    // The markdown pipeline loads with the first spec that is not in the cache.
    const [{ renderSpecText }, markdown] = await Promise.all([
      import('./text.ts'),
      options.markdown({
        baseUrl: options.baseUrl ?? '/',
        trailingSlash: options.trailingSlash ?? null,
        highlight: options.highlight ?? true,
        allowedIframeHosts: options.allowedIframeHosts ?? [],
      }),
    ]);
    const text = await renderSpecText(docs, markdown, diagnostics);
    const model = normaliseSpec({ config, docs, text, diagnostics, ...(declared === '2.0' ? { sourceVersion: '2.0' } : {}) });
    const links = text.links.length > 0 ? { links: text.links } : {};
    return { api: { config, specFile, model, ...(bundle !== undefined ? { bundle } : {}), ...links }, diagnostics };
  } catch (error) {
    // The stage turns every failure into data; this names the spec so the report says which one.
    const chain = causeChain(new Error(`could not load the OpenAPI spec "${config.id}"`, { cause: error }));
    return {
      diagnostics: [
        diagnostic('error', 'openapi-internal', chain.join(': '), {
          file: displayPath(specFile),
          hint: 'this is a bug in portal; please report it with the spec that causes it',
        }),
      ],
    };
  }
}
