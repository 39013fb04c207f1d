import { diagnostic, type Diagnostic, type SourcePoint } from '../../model/diagnostics.ts';
import { fragmentText, sanitizeFragment } from '../markdown/sanitize-fragment.ts';

/** `html`: the message is HTML (sanitised like a page's); `text`: it is shown as text only. */
export type MessageRule = 'html' | 'text';

export interface MessageSource {
  key: string;
  rule: MessageRule;
  /** The translation file, as diagnostics show it. */
  file: string;
  /** Where the message is written. */
  point: SourcePoint | undefined;
  allowedIframeHosts: readonly string[];
  diagnostics: Diagnostic[];
}

/** Something that reads as a tag or a comment: a message without one is left as it is. */
const TAG = /<[A-Za-z!/?]/;
/** A character reference: in an HTML message it may hide a tag (`&lt;` stays text, but is checked). */
const REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);?/i;

/**
 * A message from a translation file as the page may show it. A translation replaces text the
 * config or the theme wrote, and is shown on every page of its locale, so it gets the content
 * rules: an HTML message (the footer's copyright) goes through the markdown sanitiser, a text
 * message loses any markup (its words are kept). Each removal is a warning at the message's key.
 */
export function cleanMessage(message: string, source: MessageSource): string {
  if (source.rule === 'html') {
    if (!TAG.test(message) && !REFERENCE.test(message)) return message;
    const clean = sanitizeFragment(message, {
      display: source.file,
      point: source.point,
      what: `the message "${source.key}"`,
      allowedIframeHosts: source.allowedIframeHosts,
    });
    source.diagnostics.push(...clean.diagnostics);
    return clean.html;
  }
  if (!TAG.test(message)) return message;
  const text = fragmentText(message);
  if (text !== message)
    source.diagnostics.push(
      diagnostic('warning', 'html-removed', `the message "${source.key}" is shown as text, so its markup was removed`, {
        file: source.file,
        point: source.point,
        hint: 'write this message as plain text: only the footer copyright may hold HTML',
      }),
    );
  return text;
}
