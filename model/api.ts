import type { ContentLink } from './markdown.ts';
import type { ApiNamedSchema, SchemaNode } from './api-schema.ts';
/**
 * The plain API model the openapi stage produces from a spec: no React, no file access; the API
 * page renders from it. Every part keeps the JSON pointer it came from, for anchors and messages.
 * Descriptions arrive as HTML (rendered by the docs markdown pipeline) and examples and code
 * samples as highlighted `.code-block` markup, so the page only places strings.
 */

/** One API reference of the site: its config entry (what the OpenAPI stage is asked to render). */
export interface ApiSource {
  id: string;
  title: string;
  /** Path of the spec relative to the site folder. */
  spec: string;
  /** Route of the API page, without the base path. */
  route: string;
  /** `tryIt: true` in the config: each operation gets a console that sends real requests. */
  tryIt?: boolean;
}

export interface LoadedApi {
  config: ApiSource;
  /** Absolute path of the spec file, emitted next to the page for download. */
  specFile: string;
  /** A multi-file spec as one self-contained file (openapi/bundle.ts): what the download serves. */
  bundle?: string;
  model: ApiModel;
  /** Links written in the spec's descriptions, each at its file, line and JSON pointer, for the check stage. */
  links?: SpecLink[];
}

/** A link in a description of a spec: where it leads, and the file, line and pointer it is written at. */
export interface SpecLink extends ContentLink {
  file: string;
  pointer: string;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ApiModel {
  id: string;
  title: string;
  version: string;
  /** The OpenAPI version the spec declares (`3.0.3`, `3.1.0`). */
  openapi: string;
  /** Plain text of the description's first paragraph, for the page's meta description. */
  description: string;
  descriptionHtml: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  termsOfService?: string;
  externalDocs?: ApiExternalDocs;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  /** `x-logo` of the info object (Redoc): shown above the title. */
  logo?: ApiLogo;
  /** `x-topics` (Bump): sections of prose shown on the overview before the operations. */
  topics?: ApiTopic[];
  /** `x-tagGroups`, or one unnamed group holding every tag. */
  tagGroups: ApiTagGroup[];
  tags: ApiTag[];
  operations: ApiOperation[];
  webhooks: ApiOperation[];
  schemas: ApiNamedSchema[];
  /** Every id the page renders: `portal check-links` checks `#...` links against these. */
  anchors: string[];
  /** Set on the pages of a spec split into one page per tag (pages.ts): which part this page is. */
  part?: ApiPagePart;
  /** Every page of a split spec, for the navigation. */
  pages?: ApiPageLink[];
  /** On a split spec: the route of the page that renders each anchor (one map shared by every page of the spec). */
  anchorPages?: Record<string, string>;
  /** The API has a "Try it" console (`tryIt` in the config): operations show its button. */
  tryIt?: boolean;
}

export interface ApiLogo {
  url: string;
  alt: string;
  /** Where the logo links to. */
  href?: string;
  backgroundColor?: string;
}

export interface ApiTopic {
  title: string;
  anchor: string;
  html: string;
}

export interface ApiPagePart {
  kind: 'overview' | 'tag' | 'schemas';
  /** Heading of the page (the tag name, `Schemas`, ...). */
  title: string;
  /** Route of the overview page, the spec's own route. */
  entry: string;
}

export interface ApiPageLink {
  kind: ApiPagePart['kind'];
  title: string;
  /** Route path of the page. */
  path: string;
  /** Navigation entries of the page, so every page's nav can list the whole API. */
  tags: ApiTagNav[];
}

export interface ApiTagNav {
  name: string;
  /** `x-displayName`, when the tag has one. */
  label?: string;
  anchor: string;
  operations: { anchor: string; method: string; label: string; deprecated: boolean }[];
}

export interface ApiExternalDocs {
  url: string;
  descriptionHtml: string;
}

export interface ApiServer {
  url: string;
  descriptionHtml: string;
  variables: { name: string; default: string; enum?: string[]; descriptionHtml: string }[];
}

export interface ApiOAuthFlow {
  kind: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: { name: string; description: string }[];
}

export interface ApiSecurityScheme {
  key: string;
  anchor: string;
  pointer: string;
  type: string;
  descriptionHtml: string;
  /** apiKey: where the key goes and under which name. */
  in?: string;
  name?: string;
  /** http: `bearer`, `basic`, ... */
  scheme?: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  flows: ApiOAuthFlow[];
}

/** One way to authorise: every scheme listed must be satisfied (AND); requirements are alternatives (OR). */
export interface ApiSecurityRequirement {
  schemes: { key: string; scopes: string[] }[];
}

export interface ApiTagGroup {
  name: string;
  tags: string[];
}

export interface ApiTag {
  name: string;
  /** `x-displayName`: the label shown instead of the name (links and groups still use the name). */
  displayName?: string;
  /** `x-traitTag`: a section of prose in the navigation, grouping no operations. */
  trait?: boolean;
  anchor: string;
  pointer: string;
  descriptionHtml: string;
  externalDocs?: ApiExternalDocs;
  /** Anchors of the operations listed under the tag (an operation may be under several). */
  operations: string[];
}

export interface ApiExample {
  /** Key in the spec's `examples` map, or `example` / `generated`. */
  name: string;
  summary?: string;
  descriptionHtml?: string;
  /** Highlighted `.code-block` markup; empty when only `externalValue` is given. */
  html: string;
  externalValue?: string;
  /** True when made from the schema because the spec gives none. */
  generated: boolean;
}

export interface ApiMediaType {
  mediaType: string;
  schema?: SchemaNode;
  examples: ApiExample[];
  /** The body is raw bytes (a file upload or download), not structured data. */
  binary: boolean;
  /** Multipart and form bodies: how each field is sent (`encoding`). */
  encoding?: ApiEncoding[];
}

export interface ApiEncoding {
  /** The body field it applies to. */
  name: string;
  contentType?: string;
  style?: string;
  explode?: boolean;
  headers: ApiHeader[];
}

/** A response `links` entry: how a value of this response feeds another operation. */
export interface ApiLink {
  name: string;
  /** The anchor of the target operation, when it is in this spec. */
  anchor?: string;
  /** operationId or operationRef as written. */
  target: string;
  parameters: { name: string; expression: string }[];
  requestBody?: string;
  descriptionHtml: string;
}

export interface ApiParameter {
  name: string;
  in: ParameterLocation;
  pointer: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  schema?: SchemaNode;
  /** The value used in code samples, as the spec gives it or generated, JSON-encoded. */
  example?: string;
  style?: string;
  explode?: boolean;
}

export interface ApiParameterGroup {
  in: ParameterLocation;
  parameters: ApiParameter[];
}

export interface ApiRequestBody {
  pointer: string;
  required: boolean;
  descriptionHtml: string;
  content: ApiMediaType[];
}

export interface ApiHeader {
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  schema?: SchemaNode;
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  anchor: string;
  pointer: string;
  descriptionHtml: string;
  headers: ApiHeader[];
  content: ApiMediaType[];
  links?: ApiLink[];
}

export interface ApiCodeSample {
  /** Stable key of the language, shared by all operations so one tab choice applies everywhere. */
  lang: string;
  label: string;
  html: string;
}

export interface ApiCallback {
  name: string;
  operations: ApiOperation[];
}

export interface ApiOperation {
  kind: 'operation' | 'webhook' | 'callback';
  /** `operation/<operationId>` (or method and path), `webhook/<name>`, ... */
  anchor: string;
  pointer: string;
  /** Upper case: GET, POST, ... */
  method: string;
  /** The path template, the webhook name, or the callback's URL expression. */
  path: string;
  operationId?: string;
  summary: string;
  descriptionHtml: string;
  tags: string[];
  deprecated: boolean;
  externalDocs?: ApiExternalDocs;
  /** Servers that override the spec's for this operation. */
  servers?: ApiServer[];
  parameters: ApiParameterGroup[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** The requirements that apply (the operation's own or the spec's); empty means no auth. */
  security: ApiSecurityRequirement[];
  callbacks: ApiCallback[];
  codeSamples: ApiCodeSample[];
  /** With a console (`tryIt`): the request body it starts from, as plain text. */
  consoleBody?: { mediaType: string; text: string };
}
