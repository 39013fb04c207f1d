import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { ApiSpecConfig } from '../cli/config/types.ts';
import { diagnostic, type Diagnostic } from '../cli/diagnostics.ts';
import { displayPath } from '../cli/util/files.ts';
import type { ApiModel, ApiOperation } from './model.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface LoadedApi {
  config: ApiSpecConfig;
  /** Absolute path of the spec file, emitted next to the page for download. */
  specFile: string;
  model: ApiModel;
}

export interface ApiLoadResult {
  api?: LoadedApi;
  diagnostics: Diagnostic[];
}

/** Loads, validates and normalises one spec. An invalid spec is an error naming the file. */
export async function loadApi(siteDir: string, config: ApiSpecConfig): Promise<ApiLoadResult> {
  const specFile = path.resolve(siteDir, config.spec);
  const shown = displayPath(specFile);
  let doc: Record<string, unknown>;
  try {
    doc = (await SwaggerParser.validate(specFile, { resolve: { external: true, http: false } as never })) as unknown as Record<string, unknown>;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'invalid spec';
    return { diagnostics: [diagnostic('error', 'openapi-invalid', `the OpenAPI spec "${config.id}" is invalid: ${message}`, { file: shown, hint: 'validate it with an OpenAPI linter and fix the place named' })] };
  }
  const info = (doc.info ?? {}) as Record<string, unknown>;
  const operations: ApiOperation[] = [];
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : undefined;
      const o: ApiOperation = {
        anchor: `operation/${operationId ?? `${method}-${p.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`}`,
        pointer: `#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`,
        method: method.toUpperCase(),
        path: p,
        summary: typeof op.summary === 'string' ? op.summary : '',
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
      };
      if (operationId) o.operationId = operationId;
      operations.push(o);
    }
  }
  const model: ApiModel = {
    id: config.id,
    title: typeof info.title === 'string' ? info.title : config.title,
    version: typeof info.version === 'string' ? info.version : '',
    description: typeof info.description === 'string' ? info.description : '',
    operations,
    anchors: operations.map((o) => o.anchor),
  };
  return { api: { config, specFile, model }, diagnostics: [] };
}
