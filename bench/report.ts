import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { met, round, type Figure } from './measure.ts';
import { comparisonMarkdown, type Comparison } from './compare.ts';

export interface BenchResult {
  date: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  runs: number;
  figures: Figure[];
  /** The synthetic sites: each figure beside Hugo's and the parse floor's, with the ratios and the load. */
  comparisons?: Comparison[];
}

const fmt = (n: number) => (Number.isNaN(n) ? '-' : String(round(n, Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2)));
const verdict = (f: Figure) => ({ true: 'met', false: 'NOT met', undefined: '-' })[String(met(f)) as 'true' | 'false' | 'undefined'];
const budgetText = (f: Figure) => (f.budget === undefined ? '-' : `${f.higherIsBetter ? '>=' : '<='} ${f.budget} ${f.unit}`.trim());

/** One line per figure for the terminal: the figure, its budget, whether it is met. */
export function printLine(f: Figure): string {
  const spread = f.runs > 1 ? ` (min ${fmt(f.min)}, max ${fmt(f.max)}, ${f.runs} runs)` : '';
  const load = f.load === undefined ? '' : `  [load ${f.load}]`;
  return `${`[${f.suite}] ${f.name}`.padEnd(70)} ${`${fmt(f.median)} ${f.unit}`.padStart(12)}${spread}  budget ${budgetText(f)}  ${verdict(f)}${f.note ? `  (${f.note})` : ''}${load}`;
}

export function markdown(result: BenchResult): string {
  const rows = result.figures.map(
    (f) =>
      `| ${f.suite} | ${f.name} | ${fmt(f.median)} ${f.unit} | ${f.runs > 1 ? `${fmt(f.min)} - ${fmt(f.max)}` : '-'} | ${budgetText(f)} | ${verdict(f)} | ${f.load ?? '-'} | ${f.note ?? ''} |`,
  );
  return `# Benchmark results

${result.date}, ${result.machine.cpus} cores, load average ${result.machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}, Node ${result.machine.node}; medians of ${result.runs} runs unless the row says otherwise.

| suite | figure | median | min - max | budget | budget met | load | note |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${(result.comparisons ?? []).length > 0 ? `\n## Beside Hugo and the parse floor\n\n${(result.comparisons ?? []).map(comparisonMarkdown).join('\n')}` : ''}`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Each figure with a budget as a bar: its share of the budget (the line at 100 %), green when met. */
export function svgChart(result: BenchResult): string {
  const rows = result.figures.filter((f) => f.budget !== undefined && !Number.isNaN(f.median));
  const width = 900;
  const label = 430;
  const barMax = width - label - 90;
  const rowH = 22;
  const height = 40 + rows.length * rowH;
  const scaleMax = 2;
  const bars = rows.map((f, i) => {
    const share = f.higherIsBetter ? (f.budget as number) / Math.max(f.median, 1e-9) : f.median / (f.budget as number);
    const w = (Math.min(share, scaleMax) / scaleMax) * barMax;
    const y = 30 + i * rowH;
    const ok = met(f);
    return `<text x="${label - 8}" y="${y + 14}" text-anchor="end">${escapeXml(`${f.name}`.slice(0, 70))}</text><rect x="${label}" y="${y + 3}" width="${w.toFixed(1)}" height="${rowH - 8}" fill="${ok ? '#2e8540' : '#c0392b'}"/><text x="${label + w + 6}" y="${y + 14}">${escapeXml(`${fmt(f.median)} ${f.unit} / ${budgetText(f)}`)}</text>`;
  });
  const budgetX = label + barMax / scaleMax;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 160}" height="${height}" font-family="system-ui,sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="10" y="18" font-weight="bold">Each figure against its budget (bar length: share of the budget, line = budget; green = met)</text>
${bars.join('\n')}
<line x1="${budgetX}" x2="${budgetX}" y1="26" y2="${height - 4}" stroke="#333" stroke-dasharray="4 3"/>
</svg>
`;
}

export async function writeResults(dir: string, result: BenchResult): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(path.join(dir, 'latest.md'), markdown(result));
  await writeFile(path.join(dir, 'latest.svg'), svgChart(result));
}
