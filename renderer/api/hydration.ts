import type { ApiModel } from '../../model/api.ts';

/**
 * The API model as the page embeds it for hydration: the body is already in the DOM and React
 * keeps it (ApiPage renders an empty placeholder for an incomplete model), so the operations,
 * schemas and samples are not sent a second time inside the HTML.
 */
export function hydrationApiModel(model: ApiModel): ApiModel {
  return {
    id: model.id,
    title: model.title,
    version: model.version,
    openapi: model.openapi,
    description: model.description,
    descriptionHtml: '',
    servers: [],
    securitySchemes: [],
    tagGroups: [],
    tags: [],
    operations: [],
    webhooks: [],
    schemas: [],
    anchors: [],
    complete: false,
    // The page's root names the console's data: the hydrated attributes must match the HTML.
    ...(model.tryIt ? { tryIt: true } : {}),
  };
}
