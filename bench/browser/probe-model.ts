/**
 * What the in-page probe (probe.ts) and the runner share: the probe's configuration, what it records
 * and its API on `window.__bench`. No code here runs on import, so Node may import it too.
 */

/** What the runner tells the probe about the page it is in. */
export interface ProbeConfig {
  /** Present once the whole form is rendered. */
  lastField: string;
  /** The text input typed into; keystrokes there are timed. */
  middleField: string;
  /** Clicking it submits the form. */
  submit: string;
  /** Present once the screen after submit is shown. */
  nextScreen: string;
  /** Clicking it goes back from the next screen to the form. */
  back: string;
  /** Record which components rendered in each commit (slower; for profiling runs only). */
  recordRenders: boolean;
}

/** One timed interaction: a keystroke, a submit or a return to the form. */
export interface Interaction {
  kind: 'keystroke' | 'submit' | 'back';
  /** `event.timeStamp` of the input event, ms since navigation start. */
  start: number;
  /** Commits made in the page before the input event. */
  commitsBefore: number;
  /** End of the first frame painted after the last commit it caused, ms since navigation start. */
  painted: number | null;
  /** When the last of those commits ended: the work without the wait for the next frame. */
  committed: number | null;
  /** Commits between the input event and that frame. */
  commits: number;
}

/** The first render, from navigation start. */
export interface ColdRender {
  firstCommit: number | null;
  /** Commits React made before the browser painted its first frame after the first commit. */
  commitsBeforeFirstPaint: number | null;
  /** End of the first frame painted with the last field in the document. */
  lastFieldPainted: number | null;
  /** End of the last commit before that frame. */
  lastFieldCommitted: number | null;
  commitsUntilLastFieldPainted: number | null;
  /** First contentful paint (Paint Timing), for reference. */
  firstContentfulPaint: number | null;
}

/** Components rendered in one commit, by name, with counts. */
export interface CommitRecord {
  at: number;
  rendered: Record<string, number>;
}

/** One script or stylesheet the page fetched (Resource Timing). */
export interface ResourceRecord {
  name: string;
  initiatorType: string;
  /** Bytes of the body as sent (gzip when the server compressed it). */
  encodedBodySize: number;
  decodedBodySize: number;
  startTime: number;
  responseEnd: number;
}

/** The probe's API on `window.__bench`. */
export interface Probe {
  commits: number;
  cold: ColdRender;
  interactions: Interaction[];
  commitLog: CommitRecord[];
  /** Resolves once the last field has been painted. */
  rendered(): Promise<void>;
  /** Resolves once `count` interactions of `kind` have been painted. */
  painted(kind: Interaction['kind'], count: number): Promise<void>;
  /** Resolves after two more frames: time for late commits (effects, timers) to land. */
  settle(): Promise<void>;
  resources(): ResourceRecord[];
  /** Forgets recorded commits and interactions (between a warm-up and a profiled phase). */
  resetLog(): void;
}

declare global {
  interface Window {
    __bench: Probe;
    __benchConfig: ProbeConfig;
  }
}

/** A cold render nothing has been recorded for yet. */
export function emptyColdRender(): ColdRender {
  return {
    firstCommit: null,
    commitsBeforeFirstPaint: null,
    lastFieldPainted: null,
    lastFieldCommitted: null,
    commitsUntilLastFieldPainted: null,
    firstContentfulPaint: null,
  };
}
