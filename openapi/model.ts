/**
 * The plain API model the openapi stage produces from a spec: no React, no file access; the API
 * page renders from it. Every part keeps the JSON pointer it came from, for anchors and messages.
 */

export interface ApiOperation {
  /** Anchor of the operation on the API page: `operation/<operationId>` (or method+path). */
  anchor: string;
  pointer: string;
  method: string;
  path: string;
  operationId?: string;
  summary: string;
  tags: string[];
}

export interface ApiModel {
  id: string;
  title: string;
  version: string;
  description: string;
  operations: ApiOperation[];
  /** Every anchor the API page renders. */
  anchors: string[];
}
