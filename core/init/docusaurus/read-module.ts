import { readFile } from 'node:fs/promises';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import type { Node, Program } from 'estree';
import { PortalError } from '../../../model/diagnostics.ts';
import { displayPath } from '../../util/files.ts';
import { evaluate, topLevelBindings, type EvalContext } from './static-eval.ts';

/**
 * The value a Docusaurus config or sidebars file exports, read without running it: TypeScript
 * types are stripped with esbuild, the file is parsed with acorn, and the exported expression is
 * evaluated statically (see static-eval.ts). No author code runs and nothing is imported.
 */
export async function readModuleValue(file: string, year = new Date().getFullYear()): Promise<unknown> {
  const shown = displayPath(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new PortalError(
      { code: 'docusaurus-read', message: `could not read ${shown}`, file: shown, hint: 'check the path and permissions' },
      { cause: error },
    );
  }
  if (/\.[mc]?ts$/.test(file)) {
    try {
      // The synchronous API runs esbuild once and waits for it: no service process is left behind.
      text = transformSync(text, { loader: 'ts', format: 'esm', target: 'esnext' }).code;
    } catch (error) {
      const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
      throw new PortalError(
        {
          code: 'docusaurus-syntax',
          message: `${shown} is not valid TypeScript: ${first?.text ?? (error as Error).message}`,
          file: shown,
          line: first?.location?.line,
          column: (first?.location?.column ?? 0) + 1,
          hint: 'fix the syntax there; Docusaurus could not load it either',
        },
        { cause: error },
      );
    }
  }
  let program: Program;
  try {
    program = parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
      allowReturnOutsideFunction: true,
    }) as unknown as Program;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    throw new PortalError(
      {
        code: 'docusaurus-syntax',
        message: `${shown} could not be parsed: ${(error as Error).message.replace(/ \(\d+:\d+\)$/, '')}`,
        file: shown,
        line: loc?.line,
        column: (loc?.column ?? 0) + 1,
        hint: 'fix the syntax there; Docusaurus could not load it either',
      },
      { cause: error },
    );
  }
  const exported = exportedExpression(program);
  if (!exported) {
    throw new PortalError({
      code: 'docusaurus-no-export',
      message: `${shown} exports nothing portal can read`,
      file: shown,
      hint: 'end it with `export default config;` or `module.exports = config;`',
    });
  }
  const ctx: EvalContext = { text, bindings: topLevelBindings(program), year, depth: 0 };
  return evaluate(exported, ctx);
}

/** `export default X`, `module.exports = X` or `exports.default = X`. */
function exportedExpression(program: Program): Node | undefined {
  for (const stmt of program.body) {
    if (stmt.type === 'ExportDefaultDeclaration') return stmt.declaration as Node;
    // `export { config as default }`, which is also what esbuild makes of TypeScript's `export default`.
    if (stmt.type === 'ExportNamedDeclaration' && !stmt.source) {
      const spec = stmt.specifiers.find((s) => (s.exported.type === 'Identifier' ? s.exported.name : s.exported.value) === 'default');
      if (spec) return spec.local as Node;
    }
    if (stmt.type === 'ExpressionStatement' && stmt.expression.type === 'AssignmentExpression') {
      const left = stmt.expression.left;
      if (left.type !== 'MemberExpression' || left.object.type !== 'Identifier' || left.property.type !== 'Identifier') continue;
      const target = `${left.object.name}.${left.property.name}`;
      if (target === 'module.exports' || target === 'exports.default') return stmt.expression.right;
    }
  }
  return undefined;
}
