// The bundle's entry for scripts/bundle.js, which writes the compiled OpenAPI validators into dist/.
export { openApiSchemaSource } from './validate.ts';
