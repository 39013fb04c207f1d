import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { MAX_NESTING, type DeepPlace } from './nesting.ts';

/** A paragraph parsed in pieces (pieces.ts): markup that spans a cut shows as text. */
export function longParagraphWarning(line: number, file: string): Diagnostic {
  return diagnostic(
    'warning',
    'paragraph-too-long',
    'this paragraph is longer than 32 KB or holds more than 1,000 emphasis, link or code marks, so it was parsed in pieces: emphasis or a link that spans a cut shows as plain text',
    {
      file,
      point: { line, column: 1 },
      hint: "break it into shorter paragraphs with blank lines (the parser's time grows with the square of a paragraph's marks)",
    },
  );
}
export function nestingWarning(place: DeepPlace, file: string) {
  if (place.kind === 'emphasis') {
    return diagnostic(
      'warning',
      'nesting-too-deep',
      `a run of ${place.depth} emphasis marks (* or _) here; portal reads the first ${2 * MAX_NESTING} as emphasis and shows the rest as they are`,
      {
        file,
        point: { line: place.line, column: 1 },
        hint: 'write a literal * or _ as \\* or \\_',
      },
    );
  }
  const what = place.kind === 'list' ? 'a list' : 'a blockquote';
  return diagnostic(
    'warning',
    'nesting-too-deep',
    `${what} is nested ${place.depth} levels deep here; portal shows at most ${MAX_NESTING} levels, and deeper ones at level ${MAX_NESTING}`,
    {
      file,
      point: { line: place.line, column: 1 },
      hint: 'flatten the nesting: no reader can follow it, and browsers stop indenting long before',
    },
  );
}
