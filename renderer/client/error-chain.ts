/** An error's message followed by each of its causes (`error.cause`, then its cause, ...), at most eight deep. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && messages.length < 8; e = (e as { cause?: unknown }).cause) {
    messages.push(e instanceof Error ? e.message || e.name : String(e));
    if (!(e instanceof Error)) break;
  }
  return messages;
}

/** The chain as one text, causes introduced by `Cause:` (SPEC §8). */
export function errorChain(error: unknown): string {
  return errorMessages(error).join('\n\nCause:\n');
}
