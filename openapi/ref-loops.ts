import type { Diagnostic } from '../model/diagnostics.ts';
import { splitPointer, type SpecDocuments } from './documents.ts';
import { childPointer, getAt, isObject } from './pointer.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

/**
 * A warning (the loop renders as an "unresolved" placeholder). `$ref`s that only lead to other `$ref`s and back (`A: {$ref: '#/components/schemas/A'}`, or A to
 * B to A) name no value at all: an error at the first `$ref` of each loop, never a silent empty
 * schema or an endless walk later. A recursive schema (a property of A that is A) is not a loop:
 * it reaches A's value.
 */
export function selfReferences(docs: SpecDocuments): Diagnostic[] {
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const file of docs.files.values()) {
    const seen = new Set<object>();
    const walk = (node: unknown, pointer: string): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, childPointer(pointer, i)));
      const obj = node as Record<string, unknown>;
      if (typeof obj.$ref === 'string') {
        // Reported where the loop is written, not at each `$ref` that leads into it.
        const found = refLoop(docs, obj.$ref);
        const loop = found?.includes(`${file.key}${pointer}`) ? found : undefined;
        const key = loop ? [...loop].sort().join('|') : '';
        if (loop && !reported.has(key)) {
          reported.add(key);
          const chain = [...loop, loop[0]].join(' -> ');
          out.push(
            specDiagnostic({
              file,
              severity: 'warning',
              code: 'openapi-ref-loop',
              message: `the $ref at ${file.key}${pointer} never reaches a value: ${chain}`,
              pointer: childPointer(pointer, '$ref'),
              hint: 'a $ref must end at a schema (or other value); replace one $ref of the loop with the value it stands for',
            }),
          );
        }
      }
      for (const [k, v] of Object.entries(obj))
        if (k !== '$ref' && !k.startsWith('x-') && k !== 'example') walk(v, childPointer(pointer, k));
    };
    walk(file.source.value, '#');
  }
  return out;
}

/** The pointers of the loop a `$ref` runs into, or undefined when it reaches a value. */
function refLoop(docs: SpecDocuments, start: string): string[] | undefined {
  const path: string[] = [];
  for (let ref: string | undefined = start; ref !== undefined;) {
    const at = path.indexOf(ref);
    if (at >= 0) return path.slice(at);
    path.push(ref);
    const target = splitPointer(docs, ref);
    const value = target ? getAt(target.file.source.value, target.tokens) : undefined;
    ref = isObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
  }
  return undefined;
}
