import { round } from './measure.ts';

/** One figure of the portal beside the same figure of a peer on the same files and the parse floor. */
export interface ComparisonRow {
  what: string;
  unit: string;
  portal: number;
  peer?: number;
  /** The parse floor of the same files (CPU rows only). */
  floor?: number;
  /** The budget, as a ratio (to the peer, or to the floor for the CPU row). */
  budget?: number;
  /** What the budget's ratio is taken against. */
  budgetOf?: 'peer' | 'floor';
  note?: string;
}

/** A side-by-side table of one suite: medians of the same rounds, and the machine's load when they ended. */
export interface Comparison {
  suite: string;
  peer: string;
  load: number;
  rows: ComparisonRow[];
}

const num = (n: number | undefined, unit = '') =>
  n === undefined || Number.isNaN(n) ? '-' : `${round(n, Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2)}${unit ? ` ${unit}` : ''}`;
const ratio = (a: number, b: number | undefined) => (b === undefined || !b || Number.isNaN(a) ? undefined : a / b);

function verdict(row: ComparisonRow): string {
  if (row.budget === undefined) return '';
  const r = ratio(row.portal, row.budgetOf === 'floor' ? row.floor : row.peer);
  if (r === undefined) return '';
  return ` (budget ${row.budget}x: ${r <= row.budget ? 'met' : 'NOT met'})`;
}

/** The table as markdown: figure, portal, peer, portal / peer, floor, portal / floor. */
export function comparisonMarkdown(c: Comparison): string {
  const head = `### ${c.suite}: portal beside ${c.peer} and the parse floor (load ${c.load})\n\n| figure | portal | ${c.peer} | portal / ${c.peer} | parse floor | portal / floor | note |\n| --- | --- | --- | --- | --- | --- | --- |`;
  const rows = c.rows.map((r) => {
    const byPeer = ratio(r.portal, r.peer);
    const byFloor = ratio(r.portal, r.floor);
    const budget = verdict(r);
    return `| ${r.what} | ${num(r.portal, r.unit)} | ${num(r.peer, r.unit)} | ${byPeer === undefined ? '-' : `${num(byPeer)}x${r.budgetOf === 'peer' ? budget : ''}`} | ${num(r.floor, r.unit)} | ${byFloor === undefined ? '-' : `${num(byFloor)}x${r.budgetOf === 'floor' ? budget : ''}`} | ${r.note ?? ''} |`;
  });
  return `${head}\n${rows.join('\n')}\n`;
}

/** The same table for the terminal, one line per figure. */
export function comparisonLines(c: Comparison): string[] {
  return [
    `[${c.suite}] portal | ${c.peer} | ratio | parse floor | ratio  [load ${c.load}]`,
    ...c.rows.map((r) => {
      const byPeer = ratio(r.portal, r.peer);
      const byFloor = ratio(r.portal, r.floor);
      return `  ${r.what.padEnd(34)} ${num(r.portal, r.unit).padStart(11)} | ${num(r.peer, r.unit).padStart(11)} | ${(byPeer === undefined ? '-' : `${num(byPeer)}x`).padStart(7)} | ${num(r.floor, r.unit).padStart(9)} | ${(byFloor === undefined ? '-' : `${num(byFloor)}x`).padStart(6)}${verdict(r)}${r.note ? `  (${r.note})` : ''}`;
    }),
  ];
}
