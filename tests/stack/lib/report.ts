// Every figure the campaign measures: printed when measured, and at the end as a markdown record
// of the run; with STACK_RECORD=1 that record is written to its own dated file in
// docs/benchmarks/stack-campaign/ (docs/benchmarks.md keeps only the current figures).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './docker';

interface Figure {
  scenario: string;
  name: string;
  value: string;
}

interface Outcome {
  scenario: string;
  passed: boolean;
  detail?: string;
}

/** A table cell: no pipe or line break ends it early. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export const command = 'npm run test:stack';

export class Report {
  private readonly figures: Figure[] = [];
  private readonly outcomes: Outcome[] = [];
  readonly startedAt = new Date();

  figure(scenario: string, name: string, value: number | string, unit = ''): void {
    const text =
      typeof value === 'number' ? `${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 2 : 1)}${unit ? ` ${unit}` : ''}` : value;
    this.figures.push({ scenario, name, value: text });
    console.log(`[stack] ${scenario} | ${name}: ${text}`);
  }

  outcome(scenario: string, passed: boolean, detail?: string): void {
    this.outcomes.push({ scenario, passed, detail });
    console.log(`[stack] ${passed ? 'PASS' : 'FAIL'} ${scenario}${detail ? `: ${detail}` : ''}`);
  }

  markdown(totalMs: number): string {
    const day = this.startedAt.toISOString().slice(0, 16).replace('T', ' ');
    const lines = [
      `# Stack campaign, ${day} UTC`,
      '',
      `\`${command}\` (tests/stack/): \`npm run stack:up\` with 2 app replicas, the scenarios below, \`npm run stack:down -- --volumes\`; ${(totalMs / 60_000).toFixed(1)} min in all.`,
      '',
      '| scenario | result |',
      '|---|---|',
      ...this.outcomes.map((o) => `| ${o.scenario} | ${o.passed ? 'pass' : `**FAIL**: ${cell(o.detail ?? '')}`} |`),
      '',
      '| scenario | figure | value |',
      '|---|---|---:|',
      ...this.figures.map((f) => `| ${f.scenario} | ${cell(f.name)} | ${cell(f.value)} |`),
      '',
    ];
    return lines.join('\n');
  }

  /** Where STACK_RECORD=1 writes this run: docs/benchmarks/stack-campaign/<YYYY-MM-DD-HHMM>.md, its UTC start. */
  recordPath(): string {
    const stamp = this.startedAt.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
    return path.join(root, 'docs/benchmarks/stack-campaign', `${stamp}.md`);
  }

  /** Prints the record; with STACK_RECORD=1 also writes it to a new dated file (never over an earlier run's). */
  finish(totalMs: number): void {
    const text = this.markdown(totalMs);
    console.log(`\n${text}`);
    if (process.env.STACK_RECORD === '1') {
      const file = this.recordPath();
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text, { flag: 'wx' });
      console.log(`[stack] recorded in ${path.relative(root, file)}; the current figures in docs/benchmarks.md are updated by hand`);
    }
  }
}
