/**
 * css-tree's parts on their own (its package exports them): the whole library also loads its
 * lexer's grammar data through a runtime `require` of JSON, which the CLI bundle cannot carry, and
 * the style policy needs only the parser, the walker, the generator and the identifier helpers.
 */
declare module 'css-tree/parser' {
  import type { parse } from 'css-tree';
  const parser: typeof parse;
  export default parser;
}
declare module 'css-tree/walker' {
  import type { walk } from 'css-tree';
  const walker: typeof walk;
  export default walker;
}
declare module 'css-tree/generator' {
  import type { generate } from 'css-tree';
  const generator: typeof generate;
  export default generator;
}
declare module 'css-tree/utils' {
  export { ident } from 'css-tree';
}
