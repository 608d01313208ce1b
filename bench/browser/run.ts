/**
 * The browser benchmark's runner: builds the variants, serves them, and drives Debian's Chromium
 * through rounds of samples, variants interleaved and rotated each round, a fresh browser context
 * per sample. Every time is read in the page (see probe.ts); this file only drives real input.
 */

import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../../harness/page.ts';
import { type BuiltPage, buildHostPages, buildProjectPages } from './build';
import {
  type ColdRender,
  emptyColdRender,
  type Interaction,
  type ProbeConfig,
  type ResourceRecord,
} from './probe-model';
import { type BenchServer, probeScript, serveBenchPages } from './serve';
import { VARIANTS, type VariantId, variantById } from './variants';

/** What to measure. */
export interface RunOptions {
  /** Rounds of samples; each round takes one sample of every variant at every size. */
  rounds: number;
  sizes: number[];
  variants: VariantId[];
  /** Keystrokes typed into the middle field per sample (the issue asks for at least 40). */
  keystrokes: number;
  /** Also take a cold-render sample under 4× CDP CPU throttling per variant, size and round. */
  throttle: boolean;
  /** Also build the pages the way a host does and weigh them. */
  host: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** One keystroke, from the keydown's timestamp. */
export interface KeystrokeSample {
  toPaint: number;
  /** To the end of its last commit: the work, without the wait for the next frame. */
  toCommit: number;
  /** Commits until the frame painted after it. */
  commitsToPaint: number;
  /** Commits from its keydown to the next input (late effects and timers included). */
  commits: number;
}

/** Bytes the page fetched (Resource Timing, as sent: gzip), split at the moment the last field was painted. */
export interface FetchedBytes {
  upFront: number;
  lazy: number;
}

/** One page load of one variant at one size. */
export interface Sample {
  variant: VariantId;
  size: number;
  round: number;
  /** Taken under 4× CPU throttling; such samples time the cold render only. */
  throttled: boolean;
  cold: ColdRender;
  fetched: FetchedBytes;
  /** Used JS heap after a forced garbage collection once the form was painted. */
  heapBytes: number | null;
  keystrokes: KeystrokeSample[];
  /** Submit → next screen painted: the first submit, then again after Edit. */
  submits: { ms: number; commits: number }[];
  /** Edit → form painted again. */
  back: { ms: number; commits: number } | null;
  error?: string;
}

/** Load averages (1, 5, 15 minutes) while the run went on. */
export interface LoadRecord {
  start: number[];
  end: number[];
  /** The 1-minute average at the start of each round. */
  rounds: number[];
}

/** Everything a run measured. */
export interface RunResult {
  startedAt: string;
  finishedAt: string;
  options: Omit<RunOptions, 'log'>;
  environment: { chromium: string; node: string; cpu: string; cores: number };
  load: LoadRecord;
  builds: Pick<BuiltPage, 'variant' | 'set' | 'bytes'>[];
  samples: Sample[];
  /** One load of each host-built page, to check it renders and read its bytes from Resource Timing. */
  hostLoads: Sample[];
}

const SAMPLE_TIMEOUT_MS = 120_000;
const THROTTLE_RATE = 4;
const KEYS = 'abcdefghijklmnopqrstuvwxyz';

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${SAMPLE_TIMEOUT_MS / 1000} s`)),
      SAMPLE_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resource Timing of scripts and stylesheets, split at `split` ms after navigation start. */
function fetchedBytes(resources: ResourceRecord[], split: number): FetchedBytes {
  const bytes = { upFront: 0, lazy: 0 };
  for (const resource of resources) {
    if (!/\.(js|css)$/.test(new URL(resource.name).pathname)) continue;
    bytes[resource.startTime < split ? 'upFront' : 'lazy'] += resource.encodedBodySize;
  }
  return bytes;
}

/** A page with the probe installed, in a fresh context. */
export interface ProbedPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** Opens a fresh context and page with the probe configured for `variant` at `size`. */
export async function openProbedPage(
  browser: Browser,
  variant: VariantId,
  size: number,
  { recordRenders = false, throttled = false } = {},
): Promise<ProbedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const config: ProbeConfig = { ...variantById(variant).selectors(size), recordRenders };
  await context.addInitScript({ content: await probeScript(config) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE_RATE });
  return { context, page, cdp };
}

/** Types `count` characters into the middle field, one at a time, each painted and settled before the next. */
export async function typeKeystrokes(page: Page, selector: string, count: number): Promise<Interaction[]> {
  await page.click(selector);
  await page.evaluate(() => window.__bench.settle());
  const before = await page.evaluate(() => window.__bench.interactions.length);
  for (let index = 0; index < count; index++) {
    await page.keyboard.press(KEYS[index % KEYS.length]!);
    await withTimeout(
      page.evaluate((typed) => window.__bench.painted('keystroke', typed), index + 1),
      `keystroke ${index + 1}`,
    );
    await page.evaluate(() => window.__bench.settle());
  }
  return (await page.evaluate(() => window.__bench.interactions)).slice(before);
}

/** Clicks `selector` and waits until the probe saw the `count`-th interaction of `kind` painted. */
export async function clickAndWait(page: Page, selector: string, kind: Interaction['kind'], count: number) {
  await page.click(selector);
  await withTimeout(
    page.evaluate(({ kind, count }) => window.__bench.painted(kind, count), { kind, count }),
    `${kind} ${count}`,
  );
  await page.evaluate(() => window.__bench.settle());
}

async function takeSample(
  browser: Browser,
  server: BenchServer,
  page: BuiltPage,
  size: number,
  round: number,
  { throttled, keystrokes, full }: { throttled: boolean; keystrokes: number; full: boolean },
): Promise<Sample> {
  const sample: Sample = {
    variant: page.variant,
    size,
    round,
    throttled,
    cold: emptyColdRender(),
    fetched: { upFront: 0, lazy: 0 },
    heapBytes: null,
    keystrokes: [],
    submits: [],
    back: null,
  };
  const selectors = variantById(page.variant).selectors(size);
  const opened = await openProbedPage(browser, page.variant, size, { throttled });
  const pageErrors: string[] = [];
  opened.page.on('pageerror', (error) => pageErrors.push(String(error)));
  opened.page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  try {
    const { page: tab, cdp } = opened;
    await tab.goto(server.url(page, size));
    await withTimeout(
      tab.evaluate(() => window.__bench.rendered()),
      `${page.variant} cold render`,
    );
    sample.cold = await tab.evaluate(() => window.__bench.cold);
    if (full) {
      await cdp.send('HeapProfiler.collectGarbage');
      sample.heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      const typed = await typeKeystrokes(tab, selectors.middleField, keystrokes);
      const commitsAfter = await tab.evaluate(() => window.__bench.commits);
      sample.keystrokes = typed.map((keystroke, index) => ({
        toPaint: (keystroke.painted as number) - keystroke.start,
        toCommit: (keystroke.committed as number) - keystroke.start,
        commitsToPaint: keystroke.commits,
        commits: (typed[index + 1]?.commitsBefore ?? commitsAfter) - keystroke.commitsBefore,
      }));
      await clickAndWait(tab, selectors.submit, 'submit', 1);
      await clickAndWait(tab, selectors.back, 'back', 1);
      await clickAndWait(tab, selectors.submit, 'submit', 2);
      const interactions = await tab.evaluate(() => window.__bench.interactions);
      const timed = (item: Interaction) => ({ ms: (item.painted as number) - item.start, commits: item.commits });
      sample.submits = interactions.filter((item) => item.kind === 'submit').map(timed);
      const back = interactions.find((item) => item.kind === 'back');
      sample.back = back ? timed(back) : null;
    }
    const resources = await tab.evaluate(() => window.__bench.resources());
    sample.fetched = fetchedBytes(resources, sample.cold.lastFieldPainted ?? Number.POSITIVE_INFINITY);
  } catch (error) {
    sample.error = [error instanceof Error ? error.message : String(error), ...pageErrors].join('; ');
  } finally {
    await opened.context.close();
  }
  return sample;
}

/** `list` rotated left by `by`: each round starts with another variant. */
const rotate = <T>(list: readonly T[], by: number) => list.map((_item, index) => list[(index + by) % list.length] as T);

/** Builds, serves and measures; the caller writes the report. */
export async function runBrowserBench(options: RunOptions): Promise<RunResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date().toISOString();
  const load: LoadRecord = { start: loadavg(), end: [], rounds: [] };
  const order = VARIANTS.filter((variant) => options.variants.includes(variant.id)).map((variant) => variant.id);
  log(`Building ${order.join(', ')} as production bundles…`);
  const project = await buildProjectPages(order);
  const host = options.host ? await buildHostPages(order) : null;
  if (host) log('Built the same pages in a fresh Vite app with default settings.');
  const pages = [...project, ...(host?.pages ?? [])];
  const server = await serveBenchPages(pages, options.sizes);
  const browser = await launchChromium();
  const samples: Sample[] = [];
  const hostLoads: Sample[] = [];
  try {
    const minimal = { throttled: false, keystrokes: 0, full: false };
    // Warm-up, not recorded: the first loads pay for Chromium's and the server's own start-up.
    for (const page of project) await takeSample(browser, server, page, options.sizes[0]!, 0, minimal);
    for (const page of host?.pages ?? []) {
      hostLoads.push(await takeSample(browser, server, page, options.sizes[0]!, 0, minimal));
    }
    for (let round = 1; round <= options.rounds; round++) {
      load.rounds.push(loadavg()[0]!);
      log(
        `Round ${round}/${options.rounds} (load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
      );
      for (const size of options.sizes) {
        const passes = options.throttle ? [false, true] : [false];
        for (const throttled of passes) {
          for (const page of rotate(project, round)) {
            const sample = await takeSample(browser, server, page, size, round, {
              throttled,
              keystrokes: options.keystrokes,
              full: !throttled,
            });
            if (sample.error) log(`  ${page.variant} ${size}${throttled ? ' 4×' : ''}: ${sample.error}`);
            samples.push(sample);
          }
        }
      }
    }
    load.end = loadavg();
    const { log: _log, ...recorded } = options;
    return {
      startedAt,
      finishedAt: new Date().toISOString(),
      options: recorded,
      environment: {
        chromium: browser.version(),
        node: process.version,
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
      },
      load,
      builds: pages.map(({ variant, set, bytes }) => ({ variant, set, bytes })),
      samples,
      hostLoads,
    };
  } finally {
    await browser.close();
    await server.close();
    for (const page of pages) rmSync(page.outDir, { recursive: true, force: true });
    if (host) rmSync(host.app, { recursive: true, force: true });
  }
}
