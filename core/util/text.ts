/** A text file as the compiler reads it: UTF-8, no byte-order mark, `\n` line ends. */
export interface DecodedText {
  text: string;
  /** 1-based line of the first byte sequence that is not UTF-8, when there is one. */
  invalidLine?: number;
  /** The file starts with a UTF-16 byte-order mark: it was saved in the wrong encoding as a whole. */
  utf16?: boolean;
  /** 1-based line of the first NUL character: valid UTF-8, but markdown shows it as U+FFFD. */
  nulLine?: number;
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const lenient = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

/**
 * Decodes a file's bytes. A byte-order mark is dropped (it would hide a frontmatter's first `---`),
 * and CRLF or CR line ends become `\n`, which keeps every line number. Bytes that are not UTF-8
 * become U+FFFD, and the first line holding one is named, so the author can find and fix it.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  let text: string;
  let invalidLine: number | undefined;
  try {
    text = strict.decode(bytes);
  } catch {
    text = lenient.decode(bytes);
    invalidLine = firstInvalidLine(bytes);
  }
  text = text.replace(/\r\n?/g, '\n');
  const decoded: DecodedText = { text };
  const utf16 = invalidLine !== undefined && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (invalidLine !== undefined) decoded.invalidLine = invalidLine;
  if (utf16) decoded.utf16 = true;
  // Every other byte of UTF-16 text is 0x00: that file is named for its encoding, not for NULs.
  const nul = utf16 ? -1 : text.indexOf('\0');
  if (nul >= 0) decoded.nulLine = lineAt(text, nul);
  return decoded;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function firstInvalidLine(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      strict.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line++;
    start = i + 1;
  }
  return line;
}
