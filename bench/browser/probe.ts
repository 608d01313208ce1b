/**
 * The in-page half of the browser benchmark, built to a classic script and installed before any of
 * the page's own scripts (Playwright `addInitScript`). It counts React commits through the DevTools
 * global hook, which React DOM calls after every commit in production builds too, so the bundle that
 * is timed is the bundle that is counted. It times interactions from the input event's timestamp to
 * the end of the first frame painted after the last commit they caused.
 */
import { emptyColdRender, type Interaction, type Probe, type ProbeConfig } from './probe-model';

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

// React's fiber tags and flags (react-reconciler ReactWorkTags, ReactFiberFlags).
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;
const PERFORMED_WORK = 1;

function componentName(fiber: Fiber): string | null {
  const named = (value: unknown): string | null => {
    if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return null;
    const { displayName, name } = value as { displayName?: unknown; name?: unknown };
    if (typeof displayName === 'string' && displayName) return displayName;
    return typeof name === 'string' && name ? name : 'Anonymous';
  };
  switch (fiber.tag) {
    case FUNCTION_COMPONENT:
    case CLASS_COMPONENT:
    case SIMPLE_MEMO_COMPONENT:
      return named(fiber.type);
    case FORWARD_REF:
      return named((fiber.type as { render?: unknown }).render) ?? named(fiber.type);
    default:
      return null;
  }
}

/** Components that rendered in the commit whose tree starts at `current`: mounted, or updated with work. */
function renderedComponents(current: Fiber): Record<string, number> {
  const rendered: Record<string, number> = {};
  const stack: Fiber[] = [current];
  while (stack.length > 0) {
    const fiber = stack.pop() as Fiber;
    const name = componentName(fiber);
    if (name !== null && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
      rendered[name] = (rendered[name] ?? 0) + 1;
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    // A subtree React skipped keeps the very same child fibers: nothing below rendered.
    if (fiber.child && !(fiber.alternate && fiber.alternate.child === fiber.child)) stack.push(fiber.child);
  }
  return rendered;
}

/** Calls `done` with the time at the end of the next painted frame. */
function afterNextPaint(done: (time: number) => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  });
}

/** An interaction or render being timed: done once `ready` holds and a frame was painted after the last commit. */
interface Waiter {
  ready: () => boolean;
  startCommits: number;
  finish: (painted: number, commits: number, committed: number | null) => void;
}

function install(config: ProbeConfig) {
  const waiters = new Set<Waiter>();
  let lastCommit: number | null = null;
  // Promises handed to the runner, settled as renders and interactions finish.
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const listener = () => {
        if (!done()) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
      listener();
    });
  const cold = emptyColdRender();
  const probe: Probe = {
    commits: 0,
    cold,
    interactions: [],
    commitLog: [],
    rendered: () => until(() => cold.lastFieldPainted !== null),
    painted: (kind, count) =>
      until(() => probe.interactions.filter((item) => item.kind === kind && item.painted !== null).length >= count),
    settle: () => new Promise((resolve) => afterNextPaint(() => afterNextPaint(() => resolve()))),
    resources: () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
    resetLog: () => {
      probe.commitLog = [];
      probe.interactions = [];
    },
  };

  const check = () => {
    for (const waiter of waiters) {
      if (!waiter.ready()) continue;
      const seen = probe.commits;
      afterNextPaint((time) => {
        // A later commit schedules its own check; only the frame after the last one counts.
        if (probe.commits !== seen || !waiters.has(waiter)) return;
        waiters.delete(waiter);
        waiter.finish(time, probe.commits - waiter.startCommits, lastCommit);
        notify();
      });
    }
  };

  const wait = (ready: () => boolean, finish: Waiter['finish']) => {
    const waiter: Waiter = { ready, startCommits: probe.commits, finish };
    waiters.add(waiter);
    check();
  };

  const onCommit = (root: { current: Fiber }) => {
    probe.commits++;
    const now = performance.now();
    lastCommit = now;
    if (config.recordRenders) probe.commitLog.push({ at: now, rendered: renderedComponents(root.current) });
    if (cold.firstCommit === null) {
      cold.firstCommit = now;
      requestAnimationFrame(() => {
        cold.commitsBeforeFirstPaint = probe.commits;
      });
    }
    check();
  };

  // React DOM looks for this object when it loads (react-dom-client's injectInternals).
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => onCommit(root),
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
    },
  });

  wait(
    () => document.querySelector(config.lastField) !== null,
    (painted, commits, committed) => {
      cold.lastFieldPainted = painted;
      cold.lastFieldCommitted = committed;
      cold.commitsUntilLastFieldPainted = commits;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      cold.firstContentfulPaint = fcp ? fcp.startTime : null;
    },
  );

  const timed = (kind: Interaction['kind'], event: Event, ready: () => boolean) => {
    const interaction: Interaction = {
      kind,
      start: event.timeStamp,
      commitsBefore: probe.commits,
      painted: null,
      committed: null,
      commits: 0,
    };
    probe.interactions.push(interaction);
    wait(ready, (painted, commits, committed) => {
      interaction.painted = painted;
      interaction.committed = committed;
      interaction.commits = commits;
    });
  };

  // Capture phase: the listeners run before React's, so the clock starts before any of the page's work.
  document.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.matches(config.middleField)) return;
      const before = probe.commits;
      timed('keystroke', event, () => probe.commits > before);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest(config.submit)) {
        timed('submit', event, () => document.querySelector(config.nextScreen) !== null);
      } else if (event.target.closest(config.back)) {
        timed('back', event, () => document.querySelector(config.middleField) !== null);
      }
    },
    true,
  );

  window.__bench = probe;
}

install(window.__benchConfig);
