/**
 * Turns a run's samples into per-variant, per-size statistics, ratios to plain rjsf and to the
 * hand-written floor (computed within the run), and a Markdown report.
 */
import type { BundleBytes } from './build';
import type { RunResult } from './run';
import { VARIANTS, type VariantId } from './variants';

/** The value at quantile `q` (0–1), linearly interpolated; null for no values. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const median = (values: readonly number[]) => quantile(values, 0.5);
const p95 = (values: readonly number[]) => quantile(values, 0.95);
const numbers = (values: readonly (number | null | undefined)[]) =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** One variant at one size, over every sample of the run. */
export interface Summary {
  variant: VariantId;
  size: number;
  samples: number;
  throttledSamples: number;
  errors: number;
  build: { upFront: number; lazy: number } | null;
  fetched: { upFront: number | null; lazy: number | null };
  cold: { median: number | null; p95: number | null };
  cold4x: { median: number | null; p95: number | null };
  commitsBeforeFirstPaint: number | null;
  commitsUntilLastFieldPainted: number | null;
  commitsPerKeystroke: number | null;
  keystrokes: number;
  keystroke: { median: number | null; p95: number | null };
  keystrokeToCommit: { median: number | null; p95: number | null };
  submit: { first: number | null; second: number | null };
  submitCommits: number | null;
  back: number | null;
  heapBytes: number | null;
}

function buildBytes(result: RunResult, variant: VariantId, set: 'project' | 'host'): BundleBytes | null {
  return result.builds.find((build) => build.variant === variant && build.set === set)?.bytes ?? null;
}

/** Statistics of every variant at every size of the run. */
export function summarise(result: RunResult): Summary[] {
  const summaries: Summary[] = [];
  for (const size of result.options.sizes) {
    for (const variant of result.options.variants) {
      const all = result.samples.filter((sample) => sample.variant === variant && sample.size === size);
      const ok = all.filter((sample) => !sample.error);
      const full = ok.filter((sample) => !sample.throttled);
      const throttled = ok.filter((sample) => sample.throttled);
      const cold = numbers(full.map((sample) => sample.cold.lastFieldPainted));
      const cold4x = numbers(throttled.map((sample) => sample.cold.lastFieldPainted));
      const keystrokes = full.flatMap((sample) => sample.keystrokes);
      const submits = (index: number) => numbers(full.map((sample) => sample.submits[index]?.ms));
      const bytes = buildBytes(result, variant, 'project');
      summaries.push({
        variant,
        size,
        samples: full.length,
        throttledSamples: throttled.length,
        errors: all.length - ok.length,
        build: bytes ? { upFront: bytes.upFront.total, lazy: bytes.lazy.total } : null,
        fetched: {
          upFront: median(full.map((sample) => sample.fetched.upFront)),
          lazy: median(full.map((sample) => sample.fetched.lazy)),
        },
        cold: { median: median(cold), p95: p95(cold) },
        cold4x: { median: median(cold4x), p95: p95(cold4x) },
        commitsBeforeFirstPaint: median(numbers(full.map((sample) => sample.cold.commitsBeforeFirstPaint))),
        commitsUntilLastFieldPainted: median(numbers(full.map((sample) => sample.cold.commitsUntilLastFieldPainted))),
        commitsPerKeystroke: median(keystrokes.map((keystroke) => keystroke.commits)),
        keystrokes: keystrokes.length,
        keystroke: {
          median: median(keystrokes.map((keystroke) => keystroke.toPaint)),
          p95: p95(keystrokes.map((keystroke) => keystroke.toPaint)),
        },
        keystrokeToCommit: {
          median: median(keystrokes.map((keystroke) => keystroke.toCommit)),
          p95: p95(keystrokes.map((keystroke) => keystroke.toCommit)),
        },
        submit: { first: median(submits(0)), second: median(submits(1)) },
        submitCommits: median(numbers(full.map((sample) => sample.submits[0]?.commits))),
        back: median(numbers(full.map((sample) => sample.back?.ms))),
        heapBytes: median(numbers(full.map((sample) => sample.heapBytes))),
      });
    }
  }
  return summaries;
}

/** A metric compared across variants: how to read it from a summary and how to show it. */
interface Metric {
  title: string;
  value: (summary: Summary) => number | null;
}

/** The metrics every variant is compared on, as ratios. */
export const RATIO_METRICS: readonly Metric[] = [
  { title: 'up-front bytes', value: (summary) => summary.build?.upFront ?? null },
  { title: 'cold render', value: (summary) => summary.cold.median },
  { title: 'cold render 4×', value: (summary) => summary.cold4x.median },
  { title: 'commits before first paint', value: (summary) => summary.commitsBeforeFirstPaint },
  { title: 'commits per keystroke', value: (summary) => summary.commitsPerKeystroke },
  { title: 'keystroke → paint', value: (summary) => summary.keystroke.median },
  { title: 'keystroke → paint p95', value: (summary) => summary.keystroke.p95 },
  { title: 'keystroke → commit', value: (summary) => summary.keystrokeToCommit.median },
  { title: 'submit 1st', value: (summary) => summary.submit.first },
  { title: 'submit 2nd', value: (summary) => summary.submit.second },
  { title: 'heap', value: (summary) => summary.heapBytes },
];

/** `value / base`, or null when either is missing or the base is zero. */
export function ratio(value: number | null, base: number | null): number | null {
  return value === null || base === null || base === 0 ? null : value / base;
}

/** Every ratio of every variant to plain rjsf and to the floor, at each size. */
export function ratios(summaries: readonly Summary[]) {
  return summaries.map((summary) => {
    const same = (variant: VariantId) =>
      summaries.find((other) => other.size === summary.size && other.variant === variant);
    const rjsf = same('rjsf');
    const floor = same('floor');
    return {
      variant: summary.variant,
      size: summary.size,
      ratios: Object.fromEntries(
        RATIO_METRICS.map((metric) => [
          metric.title,
          {
            rjsf: rjsf ? ratio(metric.value(summary), metric.value(rjsf)) : null,
            floor: floor ? ratio(metric.value(summary), metric.value(floor)) : null,
          },
        ]),
      ),
    };
  });
}

const kib = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | null) => (value === null ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const count = (value: number | null) =>
  value === null ? '–' : Number.isInteger(value) ? String(value) : value.toFixed(1);
const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const times = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`);
const label = (variant: VariantId) => VARIANTS.find((candidate) => candidate.id === variant)?.label ?? variant;

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_cell, index) => (index === 0 ? '---' : '--:')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function hostTable(result: RunResult): string | null {
  const host = result.builds.filter((build) => build.set === 'host');
  if (host.length === 0) return null;
  const rjsf = host.find((build) => build.variant === 'rjsf')?.bytes.upFront.total ?? null;
  const floor = host.find((build) => build.variant === 'floor')?.bytes.upFront.total ?? null;
  const rows = host.map(({ variant, bytes }) => {
    const fetched = result.hostLoads.find((sample) => sample.variant === variant);
    return [
      label(variant),
      kib(bytes.upFront.js),
      kib(bytes.upFront.css),
      kib(bytes.upFront.total),
      kib(bytes.lazy.total),
      fetched?.error ? `failed: ${fetched.error}` : kib(fetched?.fetched.upFront),
      times(ratio(bytes.upFront.total, rjsf)),
      times(ratio(bytes.upFront.total, floor)),
    ];
  });
  return table(
    [
      'host build (fresh Vite app, defaults)',
      'up-front JS',
      'up-front CSS',
      'up-front total',
      'lazy',
      'fetched up front',
      '× rjsf',
      '× floor',
    ],
    rows,
  );
}

/** Every chunk a page loads only later (or never), by build: the panel's URL checker and pattern engine. */
function lazyTable(result: RunResult): string | null {
  const rows = result.builds.flatMap(({ variant, set, bytes }) =>
    bytes.lazy.files.map((file) => [
      label(variant),
      set === 'host' ? 'host build' : 'timed build',
      file.replace(/^.*\//, ''),
      kib(bytes.lazy.sizes[file]),
    ]),
  );
  return rows.length === 0 ? null : table(['variant', 'build', 'lazy chunk', 'gzip'], rows);
}

const loadLine = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' / ');

/** The Markdown report of a run: environment and load, then one table of values and one of ratios per size. */
export function markdownReport(result: RunResult): string {
  const summaries = summarise(result);
  const ratioRows = ratios(summaries);
  const { options, environment, load } = result;
  const meanLoad = load.rounds.length > 0 ? load.rounds.reduce((a, b) => a + b, 0) / load.rounds.length : null;
  const lines: string[] = [
    '# Browser benchmark',
    '',
    `Run ${result.startedAt} → ${result.finishedAt}: ${options.rounds} rounds, sizes ${options.sizes.join(', ')}, ` +
      `${options.keystrokes} keystrokes per sample, CPU throttling ${options.throttle ? '4× samples on' : 'off'}.`,
    `Chromium ${environment.chromium}, Node ${environment.node}, ${environment.cores} × ${environment.cpu}.`,
    `Load average (1 / 5 / 15 min): ${loadLine(load.start)} at the start, ${loadLine(load.end)} at the end; ` +
      `mean 1-min at round starts ${meanLoad === null ? '–' : meanLoad.toFixed(2)}.`,
    '',
    'Times in ms from the input event (or navigation start) to the end of the first frame painted after the last',
    'React commit it caused; medians unless marked p95. Bytes are gzip -9 of scripts and stylesheets.',
  ];
  for (const size of options.sizes) {
    const rows = summaries.filter((summary) => summary.size === size);
    lines.push(
      '',
      `## ${size} fields`,
      '',
      table(
        [
          'variant',
          'up-front gzip (build / fetched)',
          'lazy gzip (build / fetched)',
          'cold render / p95',
          'cold 4× / p95',
          'commits before first paint',
          'commits per keystroke',
          'keystroke → paint / p95',
          'keystroke → commit / p95',
          'submit → next screen 1st / 2nd',
          'edit → form',
          'JS heap',
          'samples',
        ],
        rows.map((summary) => [
          label(summary.variant),
          `${kib(summary.build?.upFront)} / ${kib(summary.fetched.upFront)}`,
          `${kib(summary.build?.lazy)} / ${kib(summary.fetched.lazy)}`,
          `${ms(summary.cold.median)} / ${ms(summary.cold.p95)}`,
          `${ms(summary.cold4x.median)} / ${ms(summary.cold4x.p95)}`,
          count(summary.commitsBeforeFirstPaint),
          count(summary.commitsPerKeystroke),
          `${ms(summary.keystroke.median)} / ${ms(summary.keystroke.p95)}`,
          `${ms(summary.keystrokeToCommit.median)} / ${ms(summary.keystrokeToCommit.p95)}`,
          `${ms(summary.submit.first)} / ${ms(summary.submit.second)}`,
          ms(summary.back),
          mb(summary.heapBytes),
          `${summary.samples} + ${summary.throttledSamples} 4×${summary.errors ? `, ${summary.errors} failed` : ''}`,
        ]),
      ),
      '',
      `Ratios at ${size} fields: × plain rjsf / × floor`,
      '',
      table(
        ['variant', ...RATIO_METRICS.map((metric) => metric.title)],
        ratioRows
          .filter((row) => row.size === size)
          .map((row) => [
            label(row.variant),
            ...RATIO_METRICS.map((metric) => {
              const cell = row.ratios[metric.title]!;
              return `${times(cell.rjsf)} / ${times(cell.floor)}`;
            }),
          ]),
      ),
    );
  }
  const host = hostTable(result);
  if (host) {
    lines.push(
      '',
      '## Built the way a host builds',
      '',
      'The same pages in a fresh Vite app with default settings, importing the published entries and stylesheet.',
      '',
      host,
    );
  }
  const lazy = lazyTable(result);
  if (lazy) {
    lines.push(
      '',
      '## Loaded later',
      '',
      "Chunks behind a dynamic import, never loaded for these forms: `url-…` is the panel's URL checker (URL mode),",
      '`re2-…` its pattern engine (forms whose fields have a `pattern`).',
      '',
      lazy,
    );
  }
  const failed = [...result.samples, ...result.hostLoads].filter((sample) => sample.error);
  if (failed.length > 0) {
    lines.push('', '## Failed samples', '');
    for (const sample of failed) {
      lines.push(
        `- ${sample.variant} at ${sample.size}, round ${sample.round}${sample.throttled ? ' (4×)' : ''}: ${sample.error}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
