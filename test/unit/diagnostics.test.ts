import { describe, expect, it } from 'vitest';
import { causeChain, diagnostic, formatDiagnostic, PortalError, sortDiagnostics, toDiagnostic } from '../../model/diagnostics.ts';

describe('diagnostics', () => {
  it('print as file:line:column severity code: message (hint)', () => {
    const d = diagnostic('warning', 'broken-link', 'the link "x.md" points nowhere', {
      file: 'content/docs/a.md',
      point: { line: 12, column: 5 },
      hint: 'did you mean y.md?',
    });
    expect(formatDiagnostic(d)).toBe('content/docs/a.md:12:5 warning broken-link: the link "x.md" points nowhere (did you mean y.md?)');
  });

  it('print without a place when there is none', () => {
    expect(formatDiagnostic({ severity: 'error', code: 'x', message: 'm' })).toBe('error x: m');
  });

  it('sort by file then position', () => {
    const list = sortDiagnostics([
      { severity: 'warning', code: 'a', message: '', file: 'b.md', line: 1 },
      { severity: 'warning', code: 'a', message: '', file: 'a.md', line: 9 },
      { severity: 'warning', code: 'a', message: '', file: 'a.md', line: 2 },
    ]);
    expect(list.map((d) => `${d.file}:${d.line}`)).toEqual(['a.md:2', 'a.md:9', 'b.md:1']);
  });

  it('keep the chain of causes of an unexpected error, joined by Cause:', () => {
    const error = new Error('could not build', { cause: new Error('could not read x.md', { cause: new Error('EACCES') }) });
    expect(causeChain(error)).toEqual(['could not build', 'could not read x.md', 'EACCES']);
    expect(toDiagnostic(error).message).toBe('could not build Cause: could not read x.md Cause: EACCES');
  });

  it('a PortalError carries its diagnostic through', () => {
    const error = new PortalError({ code: 'config-missing', message: 'no config', hint: 'create one' }, { cause: new Error('ENOENT') });
    expect(toDiagnostic(error)).toMatchObject({ severity: 'error', code: 'config-missing', hint: 'create one' });
    expect(error.cause).toBeInstanceOf(Error);
  });
});
