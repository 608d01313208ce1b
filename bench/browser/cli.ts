/**
 * `npm run bench:browser`: the side-by-side browser benchmark. Prints the report and writes it, with
 * every sample as JSON, to `results/bench/` (git-ignored).
 *
 *   npm run bench:browser -- [--rounds 20] [--sizes 5,50,200] [--keystrokes 40]
 *                            [--variants floor,rjsf,panel,panel-ajv8] [--no-throttle] [--no-host]
 *                            [--profile panel:200 [--throttled]] [--out results/bench]
 *
 * `BENCH_ROUNDS` and `BENCH_SIZES` set the defaults of `--rounds` and `--sizes`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { profileVariant } from './profile';
import { markdownReport } from './report';
import { runBrowserBench } from './run';
import { VARIANT_IDS, variantById } from './variants';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function positiveIntegers(text: string, what: string): number[] {
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 1))
    throw new Error(`${what} must be positive integers: ${text}`);
  return values;
}

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '20' },
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '5,50,200' },
    keystrokes: { type: 'string', default: '40' },
    variants: { type: 'string', default: VARIANT_IDS.join(',') },
    'no-throttle': { type: 'boolean', default: false },
    'no-host': { type: 'boolean', default: false },
    profile: { type: 'string' },
    throttled: { type: 'boolean', default: false },
    out: { type: 'string', default: 'results/bench' },
  },
});

const outDir = resolve(ROOT, args.out);
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const log = (line: string) => console.error(line);

if (args.profile) {
  const [variant = 'panel', size = '200'] = args.profile.split(':');
  const report = await profileVariant(variantById(variant).id, positiveIntegers(size, '--profile size')[0]!, {
    keystrokes: positiveIntegers(args.keystrokes, '--keystrokes')[0]!,
    throttled: args.throttled,
    log,
  });
  const file = join(outDir, `profile-${variant}-${size}${args.throttled ? '-4x' : ''}-${stamp}.md`);
  writeFileSync(file, report);
  console.log(report);
  log(`Written ${relative(ROOT, file)}`);
} else {
  const result = await runBrowserBench({
    rounds: positiveIntegers(args.rounds, '--rounds')[0]!,
    sizes: positiveIntegers(args.sizes, '--sizes'),
    keystrokes: positiveIntegers(args.keystrokes, '--keystrokes')[0]!,
    variants: args.variants.split(',').map((id) => variantById(id.trim()).id),
    throttle: !args['no-throttle'],
    host: !args['no-host'],
    log,
  });
  const report = markdownReport(result);
  const base = join(outDir, `browser-${stamp}`);
  writeFileSync(`${base}.md`, report);
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(report);
  log(`Written ${relative(ROOT, base)}.md and .json`);
}
