/**
 * How a problem becomes a sentence: the shape of a catalogue's `problems` (one template per code, a
 * `Plural` where a counted noun follows a number, one template per `variant` where a code covers
 * several situations), the param names each code passes, and core's own English, which gives
 * `Problem.message` and is the English catalogue's `problems`.
 */
import type { Problem, ProblemCode, ProblemParams } from './problems';
import type { MessageParams, Plural } from './template';
import { pluralForm } from './template';

/** Every param name a code's problems can carry, over all its variants. */
type ParamName<C extends ProblemCode> = ProblemParams[C] extends infer P
  ? P extends unknown
    ? keyof P
    : never
  : never;

/**
 * The param whose number chooses the plural form, for each code whose sentence counts something
 * ("201 fields", "more than 32 levels"); the other codes have plain templates.
 */
export const PROBLEM_PLURAL_PARAM = {
  'request-too-large': 'limit',
  'request-too-deep': 'limit',
  'too-many-fields': 'count',
  'too-many-options': 'count',
  'text-too-long': 'count',
  'enum-names-length': 'count',
  'range-invalid': 'count',
  'ref-unresolved': 'limit',
  'problems-truncated': 'count',
} as const satisfies { readonly [C in ProblemCode]?: ParamName<C> };

type PluralParam<C extends ProblemCode> = C extends keyof typeof PROBLEM_PLURAL_PARAM
  ? (typeof PROBLEM_PLURAL_PARAM)[C]
  : never;

/** The params of the variant `V` of a code whose params `P` are a union of variants. */
type VariantParams<P, V> = P extends { variant: infer W } ? (V extends W ? P : never) : never;

/** A `Plural` when the params hold the plural param, else a plain template. */
type FormOf<K, P> = [K] extends [never] ? string : K extends keyof P ? Plural : string;

/** The template of one code: one per variant, or one. */
type ProblemTemplate<C extends ProblemCode> = ProblemParams[C] extends { variant: string }
  ? { [V in ProblemParams[C]['variant']]: FormOf<PluralParam<C>, VariantParams<ProblemParams[C], V>> }
  : FormOf<PluralParam<C>, ProblemParams[C]>;

/** One template per problem code, shaped by the code's params (the catalogues' `problems`). */
export type ProblemTemplates = { [C in ProblemCode]: ProblemTemplate<C> };

/** The names a template may use from params `P`: every one but `variant`, which chooses the template. */
type Names<P> = readonly Exclude<P extends unknown ? keyof P : never, 'variant'>[];

/** The names of a code's params: per variant for a code with variants. */
type ParamNames<C extends ProblemCode> = ProblemParams[C] extends { variant: string }
  ? { readonly [V in ProblemParams[C]['variant']]: Names<VariantParams<ProblemParams[C], V>> }
  : Names<ProblemParams[C]>;

/**
 * The params each code passes (per variant where it has variants): what its templates may use.
 * The compiler holds it to `ProblemParams` (no name a code does not pass; the catalogue tests check
 * that none is missing), and the locale test holds every catalogue's templates to it.
 */
export const PROBLEM_PARAMS = {
  'request-unreadable': [],
  'params-not-object': [],
  'params-not-json': {
    'not-finite': ['value'],
    undefined: [],
    bigint: [],
    symbol: [],
    function: [],
    cycle: [],
    'not-plain': [],
    getter: [],
    unreadable: [],
  },
  'request-too-large': ['limit'],
  'request-too-deep': ['limit'],
  'too-many-fields': ['count', 'limit'],
  'too-many-options': ['count', 'limit'],
  'text-too-long': {
    message: ['count', 'limit'],
    title: ['count', 'limit'],
    description: ['count', 'limit'],
    'property-name': ['count', 'limit'],
    'option-value': ['count', 'limit'],
    'option-title': ['count', 'limit'],
    'option-label': ['count', 'limit'],
    'elicitation-id': ['count', 'limit'],
  },
  'constraint-unsupported': { keyword: ['keyword'], 'format-name': ['value'] },
  'message-missing': [],
  'message-not-string': [],
  'mode-unknown': ['value'],
  'url-missing': [],
  'url-not-string': [],
  'elicitation-id-not-string': [],
  'schema-missing': [],
  'schema-not-object': [],
  'schema-type-not-object': [],
  'properties-not-object': [],
  'property-not-object': ['name'],
  'type-missing': ['name'],
  'type-unknown': ['value'],
  'nested-object': ['name'],
  'array-items-invalid': [],
  'ref-unsupported': ['keyword'],
  'ref-unresolved': {
    remote: ['ref'],
    'not-pointer': ['ref'],
    escaped: ['ref'],
    missing: ['ref'],
    cycle: ['ref'],
    conflict: ['keyword'],
    'too-deep': ['limit'],
  },
  'type-union': [],
  'literal-union-mixed': ['keyword'],
  'combinator-unsupported': {
    'not-in-schema': ['keyword'],
    'requested-schema': ['keyword'],
    'select-only': ['keyword'],
    'items-only': ['keyword'],
  },
  'enum-empty': { options: [], 'titled-options': [], 'allowed-values': [], 'none-of-type': [], 'none-fit': [] },
  'enum-value-not-string': [],
  'enum-duplicate': ['value'],
  'option-invalid': [],
  'enum-names-length': ['count', 'options'],
  'enum-names-not-string': [],
  'constraint-invalid': {
    count: ['keyword'],
    number: ['keyword'],
    'draft4-boolean': ['keyword'],
    'format-name': ['keyword'],
    'positive-number': ['keyword'],
    boolean: ['keyword'],
  },
  'range-invalid': {
    reversed: ['lowKeyword', 'low', 'highKeyword', 'high'],
    'no-whole-number': ['low', 'high'],
    'none-within': [],
    'no-whole-number-within': [],
    'too-few-options': ['minItems', 'count'],
  },
  'required-not-array': [],
  'required-not-string': [],
  'required-unknown-property': ['name'],
  'properties-missing': [],
  'format-unknown': ['value'],
  'default-invalid': ['value', 'name', 'check'],
  'pattern-invalid': [],
  'pattern-unsupported': { invalid: [], backreference: [], lookaround: [], unsupported: ['limit'] },
  'annotation-not-string': ['keyword'],
  'required-duplicate': ['name'],
  'constraint-honoured': { answers: ['keyword'], options: ['keyword'] },
  'option-unreachable': ['value', 'keyword'],
  'nullable-normalized': { 'type-array': [], keyword: [], union: ['keyword'] },
  'default-null-dropped': [],
  'ref-inlined': ['ref'],
  'all-of-unwrapped': [],
  'literal-union-normalized': ['keyword'],
  'const-normalized': [],
  'type-inferred': ['type'],
  'problems-truncated': ['count'],
} as const satisfies { readonly [C in ProblemCode]: ParamNames<C> };

/**
 * Core's English sentences: `Problem.message`, and the English catalogue's `problems`. Quoted
 * keywords are JSON Schema's own words and stay as written in every language.
 */
export const ENGLISH_PROBLEM_MESSAGES = {
  'request-unreadable': 'The request could not be read.',
  'params-not-object': 'The request params must be a JSON object.',
  'params-not-json': {
    'not-finite': '{value} is not a JSON number.',
    undefined: 'The request contains an undefined value, which JSON cannot hold.',
    bigint: 'The request contains a bigint, which JSON cannot hold.',
    symbol: 'The request contains a symbol, which JSON cannot hold.',
    function: 'The request contains a function, which JSON cannot hold.',
    cycle: 'The request contains itself (a cycle); JSON cannot.',
    'not-plain': 'The request contains an object that is not plain JSON data (a Date, a Map, ...).',
    getter: 'The request contains a getter, which JSON cannot.',
    unreadable: 'The request could not be read as JSON data.',
  },
  'request-too-large': {
    one: 'The request is larger than 1 character of JSON, the most this app accepts.',
    other: 'The request is larger than {limit} characters of JSON, the most this app accepts.',
  },
  'request-too-deep': {
    one: 'The request is nested more than 1 level deep.',
    other: 'The request is nested more than {limit} levels deep.',
  },
  'too-many-fields': {
    one: 'The form has 1 field; at most {limit} are accepted.',
    other: 'The form has {count} fields; at most {limit} are accepted.',
  },
  'too-many-options': {
    one: 'The field has 1 option; at most {limit} are accepted.',
    other: 'The field has {count} options; at most {limit} are accepted.',
  },
  'text-too-long': {
    message: {
      one: 'The message is 1 character long; at most {limit} are accepted.',
      other: 'The message is {count} characters long; at most {limit} are accepted.',
    },
    title: {
      one: 'The title is 1 character long; at most {limit} are accepted.',
      other: 'The title is {count} characters long; at most {limit} are accepted.',
    },
    description: {
      one: 'The description is 1 character long; at most {limit} are accepted.',
      other: 'The description is {count} characters long; at most {limit} are accepted.',
    },
    'property-name': {
      one: 'The property name is 1 character long; at most {limit} are accepted.',
      other: 'The property name is {count} characters long; at most {limit} are accepted.',
    },
    'option-value': {
      one: 'The option value is 1 character long; at most {limit} are accepted.',
      other: 'The option value is {count} characters long; at most {limit} are accepted.',
    },
    'option-title': {
      one: 'The option title is 1 character long; at most {limit} are accepted.',
      other: 'The option title is {count} characters long; at most {limit} are accepted.',
    },
    'option-label': {
      one: 'The option label is 1 character long; at most {limit} are accepted.',
      other: 'The option label is {count} characters long; at most {limit} are accepted.',
    },
    'elicitation-id': {
      one: 'The elicitationId is 1 character long; at most {limit} are accepted.',
      other: 'The elicitationId is {count} characters long; at most {limit} are accepted.',
    },
  },
  'constraint-unsupported': {
    keyword:
      '"{keyword}" is not part of the elicitation schema and cannot be checked here, so answers could not be made to fit it.',
    'format-name': 'The format {value} is not a format.',
  },
  'message-missing': 'The request has no "message" explaining why input is needed.',
  'message-not-string': '"message" must be text.',
  'mode-unknown': 'The mode {value} is not supported; expected "form" or "url".',
  'url-missing': 'A URL request needs a "url".',
  'url-not-string': '"url" must be a string.',
  'elicitation-id-not-string': '"elicitationId" must be a string.',
  'schema-missing': 'A form request needs a "requestedSchema".',
  'schema-not-object': '"requestedSchema" must be a JSON Schema object.',
  'schema-type-not-object': '"requestedSchema" must have "type": "object".',
  'properties-not-object': '"properties" must be an object of field schemas.',
  'property-not-object': 'The schema of {name} must be an object.',
  'type-missing': '{name} has no "type".',
  'type-unknown': '{value} is not a supported type (string, number, integer, boolean or array).',
  'nested-object': '{name} is a nested object; elicitation forms are flat.',
  'array-items-invalid':
    'An array field must be a multi-select: "items" needs a string "enum" or an "anyOf" of titled options.',
  'ref-unsupported': '"{keyword}" is not allowed: every field must be written out in place.',
  'ref-unresolved': {
    remote: 'The reference {ref} points outside the request.',
    'not-pointer': 'The reference {ref} is not a JSON pointer.',
    escaped: 'The reference {ref} uses JSON pointer escapes.',
    missing: 'The reference {ref} names nothing in the schema.',
    cycle: 'The reference {ref} leads back to itself.',
    conflict: 'The field and its reference disagree on "{keyword}".',
    'too-deep': {
      one: 'More than {limit} reference, wrapper or union is nested in this field.',
      other: 'More than {limit} references, wrappers and unions are nested in this field.',
    },
  },
  'type-union': '"type" lists more than one type besides "null".',
  'literal-union-mixed': 'The values of "{keyword}" are of different types.',
  'combinator-unsupported': {
    'not-in-schema': '"{keyword}" is not part of the elicitation schema.',
    'requested-schema': '"{keyword}" is not allowed on "requestedSchema".',
    'select-only': '"{keyword}" is only allowed for select options.',
    'items-only': '"{keyword}" is only allowed in the items of a multi-select.',
  },
  'enum-empty': {
    options: 'The list of options must be a non-empty array.',
    'titled-options': 'The list of titled options must be a non-empty array.',
    'allowed-values': 'The list of allowed values must be a non-empty array.',
    'none-of-type': 'No answer of the field\'s type is allowed by "enum" or "const", so nothing could be valid.',
    'none-fit': "No option fits the schema's own constraints, so nothing could be chosen.",
  },
  'enum-value-not-string': 'Every option value must be a string.',
  'enum-duplicate': 'The option {value} is listed twice.',
  'option-invalid': 'Each titled option must be { "const": string, "title": string }.',
  'enum-names-length': {
    one: '"enumNames" has 1 label, but "enum" has {options}; they must match one to one.',
    other: '"enumNames" has {count} labels, but "enum" has {options}; they must match one to one.',
  },
  'enum-names-not-string': '"enumNames" must be an array of strings.',
  'constraint-invalid': {
    count: '"{keyword}" must be a whole number of 0 or more.',
    number: '"{keyword}" must be a finite number.',
    'draft4-boolean': '"{keyword}" must be a finite number (the boolean form of draft 4 is not supported).',
    'format-name': '"format" must be the name of a format.',
    'positive-number': '"{keyword}" must be a number greater than 0.',
    boolean: '"{keyword}" must be true or false.',
  },
  'range-invalid': {
    reversed: '"{lowKeyword}" ({low}) is greater than "{highKeyword}" ({high}), so no answer could be valid.',
    'no-whole-number': 'No whole number lies between {low} and {high}.',
    'none-within': "No number lies within the field's bounds, so no answer could be valid.",
    'no-whole-number-within': "No whole number lies within the field's bounds, so no answer could be valid.",
    'too-few-options': {
      one: '"minItems" is {minItems}, but only 1 option exists.',
      other: '"minItems" is {minItems}, but only {count} options exist.',
    },
  },
  'required-not-array': '"required" must be an array of property names.',
  'required-not-string': 'Every entry of "required" must be a property name.',
  'required-unknown-property': '{name} is required but there is no such property.',
  'properties-missing': '"properties" is missing; the form has no fields.',
  'format-unknown': 'The format {value} is not one this app knows; the field accepts plain text.',
  'default-invalid': 'The default {value} does not fit {name} ({check}) and was dropped.',
  'pattern-invalid':
    '"pattern" is not a regular expression (ECMA-262, as JSON Schema reads it), so answers are not checked against it.',
  'pattern-unsupported': {
    invalid:
      '"pattern" is not a regular expression the linear-time engine can read, so answers are not checked against it.',
    backreference:
      '"pattern" uses a backreference, which cannot be checked in linear time, so answers are not checked against it.',
    lookaround:
      '"pattern" uses a lookahead or lookbehind, which cannot be checked in linear time, so answers are not checked against it.',
    unsupported:
      '"pattern" uses syntax the linear-time engine does not run (such as a repeat over {limit}), so answers are not checked against it.',
  },
  'annotation-not-string': '"{keyword}" is not text and was ignored.',
  'required-duplicate': '{name} is listed in "required" twice.',
  'constraint-honoured': {
    answers: '"{keyword}" is not part of the elicitation schema; answers are checked against it.',
    options: '"{keyword}" is not part of the elicitation schema; options that break it are not offered.',
  },
  'option-unreachable': 'The option {value} breaks the schema\'s own "{keyword}", so it is not offered.',
  'nullable-normalized': {
    'type-array': '"type" also lists "null": read as the other type; an answer is never null.',
    keyword: '"nullable": read as the field\'s type; an answer is never null.',
    union: '"{keyword}" also allows null: read as its other branch; an answer is never null.',
  },

  'default-null-dropped': 'The default null means no default.',
  'ref-inlined': 'The reference {ref} was read in place.',
  'all-of-unwrapped': 'An "allOf" of one member was read as that member.',
  'literal-union-normalized': 'The values of "{keyword}" were read as options.',
  'const-normalized': '"const" was read as a choice of one option.',
  'type-inferred': 'Without "type", read as {type}, the type of every value.',
  'problems-truncated': {
    one: '1 more problem was found but is not listed.',
    other: '{count} more problems were found but are not listed.',
  },
} as const satisfies ProblemTemplates;

type Template = string | Plural;

/** The template of `entry` for the problem's variant, when the entry has one. */
function templateOf(entry: Template | Record<string, Template> | undefined, variant: unknown): Template | undefined {
  if (entry === undefined || typeof entry === 'string' || typeof entry.other === 'string') return entry as Template;
  return (entry as Record<string, Template>)[String(variant)];
}

/**
 * The template a catalogue's `problems` gives a problem, its variant and plural form chosen for the
 * locale, and the params to fill it with. Works for any catalogue of the shape `ProblemTemplates`; one
 * made before a code or variant existed gets core's English sentence for it.
 */
export function problemTemplate(
  problem: Pick<Problem, 'code' | 'params'>,
  templates: ProblemTemplates | undefined,
  locale: string,
): { template: string; params: MessageParams } {
  const params = problem.params as MessageParams;
  const entry = (code: ProblemCode, table: ProblemTemplates | undefined) =>
    templateOf(table?.[code] as Template | Record<string, Template> | undefined, params.variant);
  const chosen = entry(problem.code, templates) ?? entry(problem.code, ENGLISH_PROBLEM_MESSAGES) ?? problem.code;
  if (typeof chosen === 'string') return { template: chosen, params };
  const count = params[(PROBLEM_PLURAL_PARAM as Partial<Record<ProblemCode, string>>)[problem.code] ?? 'count'];
  return { template: pluralForm(chosen, typeof count === 'number' ? count : 0, locale), params };
}
