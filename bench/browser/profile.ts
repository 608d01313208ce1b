/**
 * `npm run bench:browser -- --profile panel:200`: where one variant's time goes, on an unminified
 * production build so functions keep their names and every line maps back to its module.
 * - React commits, and which components each one rendered (cold render, keystrokes, submit);
 * - the renderer main thread's activity by trace event (script, style, layout, paint, GC);
 * - JavaScript self time by module and by function (V8's sampling profiler, 100 µs).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../harness/page.ts';
import { type BuiltPage, buildProjectPages } from './build';
import type { CommitRecord } from './probe-model';
import { clickAndWait, openProbedPage, typeKeystrokes } from './run';
import { type BenchServer, serveBenchPages } from './serve';
import { type VariantId, variantById } from './variants';

/** How much to profile. */
export interface ProfileOptions {
  keystrokes: number;
  /** Cold loads whose CPU profiles are added up. */
  loads?: number;
  /** Under 4× CPU throttling, as the benchmark's cold 4× samples (a slow phone). */
  throttled?: boolean;
  log?: (line: string) => void;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** A V8 CPU profile as CDP's `Profiler.stop` returns it. */
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Where each module starts in a built chunk: Rolldown marks modules with a `// path` line when not minifying. */
type ModuleIndex = Map<string, { line: number; module: string }[]>;

const MODULE_MARKER = /^\/\/ (\0?[\w@./+-]+\.(?:[cm]?js|tsx?|jsx|css))$/;

function indexModules(page: BuiltPage): ModuleIndex {
  const index: ModuleIndex = new Map();
  for (const file of [...page.bytes.upFront.files, ...page.bytes.lazy.files]) {
    if (!file.endsWith('.js')) continue;
    const starts: { line: number; module: string }[] = [];
    readFileSync(join(page.outDir, file), 'utf8')
      .split('\n')
      .forEach((text, line) => {
        const marker = MODULE_MARKER.exec(text);
        if (marker) starts.push({ line, module: marker[1]!.replace(/^\0/, '') });
      });
    index.set(`${page.base}${file}`, starts);
  }
  return index;
}

function moduleAt(index: ModuleIndex, url: string, line: number): string | null {
  if (!/^https?:/.test(url)) return null;
  const starts = index.get(new URL(url).pathname);
  if (!starts) return null;
  let found: string | null = null;
  for (const start of starts) {
    if (start.line > line) break;
    found = start.module;
  }
  return found;
}

/** The package (`react-dom`, `@rjsf/core`) or the source folder (`src/rjsf`) a module belongs to. */
export function moduleGroup(module: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage) return inPackage[1]!;
  const inSource = /^(src\/[^/]+|bench\/browser\/pages)/.exec(module);
  return inSource ? inSource[1]! : module;
}

/** Self time (ms) by key over profiles; V8's own entries such as `(garbage collector)` keep their names. */
function selfTimes(profiles: readonly CpuProfile[], key: (node: ProfileNode) => string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    samples.forEach((id, index) => {
      const node = nodes.get(id);
      // A sample lasts until the next one is taken.
      const duration = (deltas[index + 1] ?? 0) / 1000;
      if (!node || node.callFrame.functionName === '(idle)') return;
      const name = key(node);
      totals.set(name, (totals.get(name) ?? 0) + duration);
    });
  }
  return totals;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time (ms) by trace event name on the busiest renderer main thread. */
export function traceSelfTimes(events: readonly TraceEvent[]): Map<string, number> {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((sum, event) => sum + event.dur!, 0) - a.reduce((sum, event) => sum + event.dur!, 0),
  )[0];
  const totals = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (entry: { event: TraceEvent; children: number }) => {
    const self = (entry.event.dur! - entry.children) / 1000;
    totals.set(entry.event.name, (totals.get(entry.event.name) ?? 0) + Math.max(0, self));
  };
  for (const event of [...(busiest ?? [])].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur!;
    stack.push({ event, children: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return totals;
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'];

function top(totals: Map<string, number>, limit: number, header: [string, string]): string {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  const rows = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => `| ${name.replace(/\|/g, '\\|')} | ${ms.toFixed(1)} | ${((ms / sum) * 100).toFixed(1)}% |`);
  return [
    `| ${header[0]} | ${header[1]} | share |`,
    '|---|--:|--:|',
    ...rows,
    `| all | ${sum.toFixed(1)} | 100% |`,
  ].join('\n');
}

function commitTable(commits: readonly CommitRecord[], limit = 12): string {
  return commits
    .map((commit, index) => {
      const rendered = Object.entries(commit.rendered).sort((a, b) => b[1] - a[1]);
      const total = rendered.reduce((sum, [, n]) => sum + n, 0);
      const shown = rendered
        .slice(0, limit)
        .map(([name, n]) => `${name} ×${n}`)
        .join(', ');
      return `${index + 1}. at ${commit.at.toFixed(0)} ms: ${total} components rendered: ${shown}${rendered.length > limit ? ', …' : ''}`;
    })
    .join('\n');
}

async function commitsOf(
  browser: Browser,
  server: BenchServer,
  page: BuiltPage,
  size: number,
  { keystrokes, throttled = false }: ProfileOptions,
) {
  const selectors = variantById(page.variant).selectors(size);
  const { context, page: tab } = await openProbedPage(browser, page.variant, size, { recordRenders: true, throttled });
  try {
    await tab.goto(server.url(page, size));
    await tab.evaluate(() => window.__bench.rendered());
    await tab.evaluate(() => window.__bench.settle());
    const cold = await tab.evaluate(() => ({ log: window.__bench.commitLog, cold: window.__bench.cold }));
    await tab.evaluate(() => window.__bench.resetLog());
    const typed = await typeKeystrokes(tab, selectors.middleField, keystrokes);
    const typing = await tab.evaluate(() => window.__bench.commitLog);
    await tab.evaluate(() => window.__bench.resetLog());
    await clickAndWait(tab, selectors.submit, 'submit', 1);
    const submit = await tab.evaluate(() => window.__bench.commitLog);
    return { cold, typed, typing, submit };
  } finally {
    await context.close();
  }
}

/** Starts V8's sampling profiler in `tab`, runs `work`, and returns the profile. */
async function cpuProfile(tab: Page, work: () => Promise<void>): Promise<CpuProfile> {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

async function profiles(browser: Browser, server: BenchServer, page: BuiltPage, size: number, options: ProfileOptions) {
  const selectors = variantById(page.variant).selectors(size);
  const cold: CpuProfile[] = [];
  let typing: CpuProfile | null = null;
  const submits: CpuProfile[] = [];
  for (let load = 0; load < (options.loads ?? 5); load++) {
    const { context, page: tab } = await openProbedPage(browser, page.variant, size, {
      throttled: options.throttled ?? false,
    });
    try {
      // A same-origin page first, so the navigation stays in the renderer being profiled.
      await tab.goto(server.blank);
      cold.push(
        await cpuProfile(tab, async () => {
          await tab.goto(server.url(page, size));
          await tab.evaluate(() => window.__bench.rendered());
        }),
      );
      if (load === 0) {
        await tab.click(selectors.middleField);
        typing = await cpuProfile(tab, async () => {
          await typeKeystrokes(tab, selectors.middleField, options.keystrokes);
        });
        // Both submits (the second after Edit), without the return to the form between them.
        submits.push(await cpuProfile(tab, () => clickAndWait(tab, selectors.submit, 'submit', 1)));
        await clickAndWait(tab, selectors.back, 'back', 1);
        submits.push(await cpuProfile(tab, () => clickAndWait(tab, selectors.submit, 'submit', 2)));
      }
    } finally {
      await context.close();
    }
  }
  return { cold, typing: typing as CpuProfile | null, submits };
}

async function traces(
  browser: Browser,
  server: BenchServer,
  page: BuiltPage,
  size: number,
  { keystrokes, throttled = false }: ProfileOptions,
) {
  const selectors = variantById(page.variant).selectors(size);
  const { context, page: tab } = await openProbedPage(browser, page.variant, size, { throttled });
  const parse = (buffer: Buffer) => {
    const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  };
  try {
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await tab.goto(server.url(page, size));
    await tab.evaluate(() => window.__bench.rendered());
    const cold = parse(await browser.stopTracing());
    await tab.click(selectors.middleField);
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await typeKeystrokes(tab, selectors.middleField, keystrokes);
    const typing = parse(await browser.stopTracing());
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await clickAndWait(tab, selectors.submit, 'submit', 1);
    const submit = parse(await browser.stopTracing());
    // The second submit, after Edit: the form and the page are warm, as when a person corrects an answer.
    await clickAndWait(tab, selectors.back, 'back', 1);
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await clickAndWait(tab, selectors.submit, 'submit', 2);
    const resubmit = parse(await browser.stopTracing());
    return { cold, typing, submit, resubmit };
  } finally {
    await context.close();
  }
}

/** Profiles `variant` at `size` and returns the findings as Markdown. */
export async function profileVariant(variant: VariantId, size: number, options: ProfileOptions): Promise<string> {
  const log = options.log ?? (() => {});
  log(`Building ${variant} unminified…`);
  const [page] = await buildProjectPages([variant], { minify: false });
  if (!page) throw new Error(`${variant} did not build.`);
  const server = await serveBenchPages([page], [size]);
  const browser = await launchChromium();
  try {
    const modules = indexModules(page);
    // Scripts outside the page's bundles (e.g. V8's own extensions) are listed by URL.
    const moduleOf = (node: ProfileNode) =>
      moduleAt(modules, node.callFrame.url, node.callFrame.lineNumber) ?? (node.callFrame.url || '(V8)');
    const byGroup = (node: ProfileNode) =>
      node.callFrame.url ? moduleGroup(moduleOf(node)) : node.callFrame.functionName || '(anonymous)';
    const byFunction = (node: ProfileNode) =>
      node.callFrame.url
        ? `${node.callFrame.functionName || '(anonymous)'} — ${moduleOf(node)}`
        : node.callFrame.functionName || '(anonymous)';

    log('Recording commits…');
    const commits = await commitsOf(browser, server, page, size, {
      ...options,
      keystrokes: Math.min(options.keystrokes, 5),
    });
    log('Profiling JavaScript…');
    const cpu = await profiles(browser, server, page, size, options);
    log('Tracing the main thread…');
    const trace = await traces(browser, server, page, size, options);

    const loads = cpu.cold.length;
    const perLoad = (totals: Map<string, number>) =>
      new Map([...totals].map(([name, ms]) => [name, ms / loads] as [string, number]));
    const perKeystroke = (totals: Map<string, number>) =>
      new Map([...totals].map(([name, ms]) => [name, ms / options.keystrokes] as [string, number]));
    const keystrokeCommits = commits.typed.map((keystroke) => keystroke.commits);
    const lines = [
      `# Where the time goes: ${variantById(variant).label}, ${size} fields${options.throttled ? ', 4× CPU throttling' : ''}`,
      '',
      `Unminified production build, Chromium ${browser.version()}${options.throttled ? ', every load under 4× CPU throttling (CDP)' : ''}. Cold render: navigation start to the last field painted (${commits.cold.cold.lastFieldPainted?.toFixed(0)} ms in the commit-recording load).`,
      '',
      '## React commits',
      '',
      `Cold render: ${commits.cold.log.length} commit(s) until settled, ${commits.cold.cold.commitsBeforeFirstPaint} before the first paint, ${commits.cold.cold.commitsUntilLastFieldPainted} until the last field was painted.`,
      '',
      commitTable(commits.cold.log),
      '',
      `Keystrokes in the middle field: commits until painted ${keystrokeCommits.join(', ')}. All commits of those keystrokes:`,
      '',
      commitTable(commits.typing),
      '',
      'Submit → next screen:',
      '',
      commitTable(commits.submit),
      '',
      `## Cold render: main thread by trace event (self ms, one load)`,
      '',
      top(traceSelfTimes(trace.cold), 20, ['event', 'self ms']),
      '',
      `## Cold render: JavaScript self time by package or source folder (ms per load, ${loads} loads)`,
      '',
      top(perLoad(selfTimes(cpu.cold, byGroup)), 20, ['module group', 'self ms']),
      '',
      `## Cold render: JavaScript self time by function (ms per load, ${loads} loads)`,
      '',
      top(perLoad(selfTimes(cpu.cold, byFunction)), 30, ['function — module', 'self ms']),
      '',
      `## Keystrokes: main thread by trace event (self ms per keystroke, ${options.keystrokes} keystrokes)`,
      '',
      top(perKeystroke(traceSelfTimes(trace.typing)), 20, ['event', 'self ms']),
      '',
    ];
    if (cpu.typing) {
      lines.push(
        `## Keystrokes: JavaScript self time by package or source folder (ms per keystroke)`,
        '',
        top(perKeystroke(selfTimes([cpu.typing], byGroup)), 20, ['module group', 'self ms']),
        '',
        `## Keystrokes: JavaScript self time by function (ms per keystroke)`,
        '',
        top(perKeystroke(selfTimes([cpu.typing], byFunction)), 30, ['function — module', 'self ms']),
        '',
      );
    }
    lines.push(
      '## Submit → next screen: main thread by trace event (self ms, first submit)',
      '',
      top(traceSelfTimes(trace.submit), 20, ['event', 'self ms']),
      '',
      '## Submit → next screen: main thread by trace event (self ms, second submit, after Edit)',
      '',
      top(traceSelfTimes(trace.resubmit), 20, ['event', 'self ms']),
      '',
    );
    if (cpu.submits.length > 0) {
      const perSubmit = (totals: Map<string, number>) =>
        new Map([...totals].map(([name, ms]) => [name, ms / cpu.submits.length] as [string, number]));
      lines.push(
        `## Submit → next screen: JavaScript self time by function (ms per submit, first and second)`,
        '',
        top(perSubmit(selfTimes(cpu.submits, byFunction)), 30, ['function — module', 'self ms']),
        '',
      );
    }
    return lines.join('\n');
  } finally {
    await browser.close();
    await server.close();
    rmSync(page.outDir, { recursive: true, force: true });
  }
}
