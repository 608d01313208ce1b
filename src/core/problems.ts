/**
 * Problems found while reading a request: a stable code for programs, a path to the offending
 * keyword and a plain-English sentence for people.
 */

/** Why a request cannot be rendered (errors) or what was repaired on the way (warnings). */
export type ProblemCode =
  // errors: the request cannot be answered as sent
  | 'request-unreadable'
  | 'params-not-object'
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
  | 'pattern-ignored'
  | 'annotation-not-string'
  | 'required-duplicate';

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

/** Collects problems while a request is read. */
export class ProblemList {
  readonly items: Problem[] = [];

  error(path: string, code: ProblemCode, message: string): void {
    this.items.push({ path, code, message, severity: 'error' });
  }

  warn(path: string, code: ProblemCode, message: string): void {
    this.items.push({ path, code, message, severity: 'warning' });
  }

  get errorCount(): number {
    return this.items.filter((problem) => problem.severity === 'error').length;
  }
}
