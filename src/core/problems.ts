/**
 * Problems found while reading a request: a stable code for programs, a path to the offending
 * keyword and a plain-English sentence for people.
 */
import { MAX_PROBLEMS } from './limits';

/** Why a request cannot be rendered (errors) or what was repaired on the way (warnings). */
export type ProblemCode =
  // errors: the request cannot be answered as sent
  | 'request-unreadable'
  | 'params-not-object'
  | 'params-not-json'
  | 'request-too-large'
  | 'request-too-deep'
  | 'too-many-fields'
  | 'too-many-options'
  | 'text-too-long'
  | 'constraint-unsupported'
  | 'message-missing'
  | 'message-not-string'
  | 'mode-unknown'
  | 'url-missing'
  | 'url-not-string'
  | 'elicitation-id-not-string'
  | 'schema-missing'
  | 'schema-not-object'
  | 'schema-type-not-object'
  | 'properties-not-object'
  | 'property-not-object'
  | 'type-missing'
  | 'type-unknown'
  | 'nested-object'
  | 'array-items-invalid'
  | 'ref-unsupported'
  | 'combinator-unsupported'
  | 'enum-empty'
  | 'enum-value-not-string'
  | 'enum-duplicate'
  | 'option-invalid'
  | 'enum-names-length'
  | 'enum-names-not-string'
  | 'constraint-invalid'
  | 'range-invalid'
  | 'required-not-array'
  | 'required-not-string'
  | 'required-unknown-property'
  // warnings: repaired, the form still renders
  | 'properties-missing'
  | 'format-unknown'
  | 'default-invalid'
  | 'pattern-invalid'
  | 'pattern-unsupported'
  | 'annotation-not-string'
  | 'required-duplicate'
  | 'constraint-honoured'
  | 'option-unreachable'
  // the last entry when more problems were found than are listed; its severity is the worst left out
  | 'problems-truncated';

/** `error` blocks rendering; `warning` was repaired. */
export type ProblemSeverity = 'error' | 'warning';

/** One thing wrong with a request. */
export interface Problem {
  /** Where, from the params root, e.g. `requestedSchema.properties.age.minimum`. */
  path: string;
  /** Stable identifier, safe to branch on and to translate. */
  code: ProblemCode;
  /** One plain-English sentence naming what is wrong. */
  message: string;
  severity: ProblemSeverity;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Appends a key or index to a problem path, quoting keys that are not plain identifiers. */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (IDENTIFIER.test(key)) return base === '' ? key : `${base}.${key}`;
  return `${base}[${JSON.stringify(key)}]`;
}

/**
 * A short, bounded description of an untrusted value for a message: text is quoted and cut, other
 * values are named by kind. Never serialises a whole value, so it cannot throw or grow unbounded.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const cut = value.length > 40 ? `${value.slice(0, 40).replace(/[\uD800-\uDBFF]$/, '')}…` : value;
    return JSON.stringify(cut);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

interface Collected {
  problem: Problem;
  order: number;
}

/**
 * Collects problems while a request is read, in constant time per problem. At most `MAX_PROBLEMS`
 * are kept (errors before warnings); the rest are only counted, and `items` ends with an entry
 * saying how many were not listed.
 */
export class ProblemList {
  private readonly kept: Record<ProblemSeverity, Collected[]> = { error: [], warning: [] };
  private readonly counts: Record<ProblemSeverity, number> = { error: 0, warning: 0 };

  error(path: string, code: ProblemCode, message: string): void {
    this.add({ path, code, message, severity: 'error' });
  }

  warn(path: string, code: ProblemCode, message: string): void {
    this.add({ path, code, message, severity: 'warning' });
  }

  get errorCount(): number {
    return this.counts.error;
  }

  /** The problems in the order found, capped, with a closing entry when some were left out. */
  get items(): Problem[] {
    const errors = this.kept.error;
    const warnings = this.kept.warning.slice(0, Math.max(0, MAX_PROBLEMS - errors.length));
    const listed = [...errors, ...warnings].sort((a, b) => a.order - b.order).map(({ problem }) => problem);
    const unlisted = this.counts.error + this.counts.warning - listed.length;
    if (unlisted === 0) return listed;
    const unlistedErrors = this.counts.error - errors.length;
    listed.push({
      path: '',
      code: 'problems-truncated',
      message:
        unlisted === 1
          ? '1 more problem was found but is not listed.'
          : `${unlisted.toLocaleString('en-US')} more problems were found but are not listed.`,
      severity: unlistedErrors > 0 ? 'error' : 'warning',
    });
    return listed;
  }

  private add(problem: Problem): void {
    const order = this.counts.error + this.counts.warning;
    this.counts[problem.severity]++;
    const kept = this.kept[problem.severity];
    if (kept.length < MAX_PROBLEMS) kept.push({ problem, order });
  }
}
