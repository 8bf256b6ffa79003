import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { quantityText, ratioText, targetText, verdict, type Figure } from './report';

export interface RunFacts {
  date: string;
  cores: number;
  cpuModel: string;
  node: string;
  commit: string;
  /** The working tree had changes beyond the commit (the processes run from the working tree). */
  uncommittedChanges: boolean;
  /** Load average (1, 5, 15 minutes) when the run started and when it ended. */
  loadAtStart: number[];
  loadAtEnd: number[];
  seconds: number;
}

export interface SectionResult {
  ids: string;
  title: string;
  seconds: number;
  figures: Figure[];
  /** Why the section could not measure, when it could not. */
  failure?: string;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

/** P1 … P10 in order, then the others (PAY); a figure's rows keep their order. */
const order = (id: string) => Number(/^P(\d+)$/.exec(id)?.[1] ?? 100);

function table(sections: SectionResult[]): string[] {
  const rows = sections
    .flatMap((section) => section.figures)
    .map((figure, index) => ({ figure, index }))
    .sort((a, b) => order(a.figure.id) - order(b.figure.id) || a.index - b.index)
    .map(({ figure }) => figure);
  return [
    '| figure | what | measured | baseline (same run) | ratio | target | result |',
    '| --- | --- | ---: | --- | ---: | --- | --- |',
    ...rows.map(
      (figure) =>
        `| ${figure.id} | ${cell(figure.what)} | ${quantityText(figure.measured)} | ` +
        `${figure.baseline ? `${quantityText(figure.baseline)} (${cell(figure.baseline.what)})` : ''} | ` +
        `${ratioText(figure)} | ${targetText(figure)} | ${verdict(figure)} |`,
    ),
  ];
}

function details(sections: SectionResult[]): string[] {
  return sections.flatMap((section) => [
    '',
    `### ${section.ids}: ${section.title} (${section.seconds.toFixed(0)} s)`,
    '',
    ...(section.failure ? [`**Could not measure:** ${cell(section.failure)}`] : []),
    ...section.figures.flatMap((figure) =>
      (figure.notes ?? []).map((note) => `- ${figure.id} ${cell(note)}`),
    ),
  ]);
}

/** The run as Markdown: facts, one table of every figure, then each section's notes. */
export function resultsMarkdown(facts: RunFacts, sections: SectionResult[]): string {
  const figures = sections.flatMap((section) => section.figures);
  const missed = figures.filter((figure) => !figure.meets);
  const missedIds = [...new Set(missed.map((figure) => figure.id))];
  const failed = sections.filter((section) => section.failure !== undefined);
  return [
    '# `make bench` results',
    '',
    `Run of ${facts.date} on ${facts.cores} cores (${facts.cpuModel}), Node ${facts.node}, commit ${facts.commit}` +
      `${facts.uncommittedChanges ? ' with uncommitted changes in the working tree' : ''}, ` +
      `${(facts.seconds / 60).toFixed(1)} minutes. Load average (1 / 5 / 15 min) ${load(facts.loadAtStart)} at the ` +
      `start and ${load(facts.loadAtEnd)} at the end: this machine is shared with other test runs, so ` +
      'the figures are noisy; the ratios compare two sides measured in the same run, alternating, so a ' +
      "neighbour's load falls on both.",
    '',
    `${figures.length} figures: ${figures.length - missed.length} meet their target, ${missed.length} miss` +
      (missedIds.length > 0 ? ` (${missedIds.join(', ')})` : '') +
      (failed.length > 0 ? `; could not measure ${failed.map((section) => section.ids).join(', ')}.` : '.'),
    '',
    'Ratio: measured ÷ its baseline from the same run; "of target" where the target is absolute ' +
      '(measured ÷ the bound). A quantile of ∞ means more of the sends failed than that quantile ' +
      'leaves out (a failed send counts as never answered). See deploy/README.md "Benchmarks" for ' +
      'what each figure measures.',
    '',
    ...table(sections),
    '',
    '## Details',
    ...details(sections),
    '',
  ].join('\n');
}

/** Writes the two files as the repository's Prettier settings format them (`make lint` checks them). */
export async function writeResults(dir: string, facts: RunFacts, sections: SectionResult[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const write = async (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  };
  await write('results.md', resultsMarkdown(facts, sections));
  await write('results.json', JSON.stringify({ run: facts, sections }, null, 2));
}
