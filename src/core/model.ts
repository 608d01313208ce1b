/**
 * The parsed, render-ready model of an elicitation request: what `parseElicitationRequest` returns.
 */
import type { ElicitRequestedSchema, Meta, PrimitiveSchemaDefinition } from './types';

/** Every kind of field a form can contain. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'uri'
  | 'date'
  | 'date-time'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'single-select'
  | 'multi-select';

/** The string kinds: one text input each. */
export type StringFieldKind = 'text' | 'email' | 'uri' | 'date' | 'date-time';

/** One choice of a select: `value` is sent, `label` is shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** Where a select's labels came from. */
export type OptionsSource = 'enum' | 'oneOf' | 'enumNames' | 'anyOf';

/** What every field has, whatever its kind. */
export interface FieldCommon {
  /** The property name: the key sent in `content`. */
  name: string;
  /** What to show: `title`, else the property name made readable (`first_name` → "First name"). */
  label: string;
  /** Help text from `description`, if any. */
  description?: string;
  /** Whether the property is listed in `required`. */
  required: boolean;
  /** The property's schema with unknown keywords and an unusable default removed. */
  schema: PrimitiveSchemaDefinition;
}

/**
 * A free-text field (plain, email, uri, date or date-time). Constraints beyond the protocol's
 * grammar that the server's schema carries are kept and checked too, so an answer the server's own
 * schema rejects is never accepted.
 */
export interface StringField extends FieldCommon {
  kind: StringFieldKind;
  constraints: {
    minLength?: number;
    maxLength?: number;
    /** A JSON Schema format beyond the protocol's four (e.g. `hostname`), checked on a text field. */
    format?: string;
    /** The only answers the schema allows (`enum` and `const` on a free-text field). */
    enum?: string[];
    /**
     * The server's `pattern` (ECMA-262 source), searched in the answer in linear time (re2js).
     * Kept only when it can be checked: an invalid one, or one that needs backtracking, is reported
     * in the parse's warnings instead.
     */
    pattern?: string;
  };
  default?: string;
}

/** A number or integer field. */
export interface NumberField extends FieldCommon {
  kind: 'number' | 'integer';
  constraints: {
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
    multipleOf?: number;
    /** The only answers the schema allows (`enum` and `const`). */
    enum?: number[];
  };
  default?: number;
}

/** A yes/no field. */
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  /** `enum`: the only answers the schema allows (`enum` and `const`, e.g. `[true]` for "I agree"). */
  constraints: { enum?: boolean[] };
  default?: boolean;
}

/** A single-select field. */
export interface SingleSelectField extends FieldCommon {
  kind: 'single-select';
  constraints: Record<string, never>;
  options: FieldOption[];
  optionsSource: 'enum' | 'oneOf' | 'enumNames';
  default?: string;
}

/** A multi-select field. */
export interface MultiSelectField extends FieldCommon {
  kind: 'multi-select';
  constraints: { minItems?: number; maxItems?: number; uniqueItems?: boolean };
  options: FieldOption[];
  optionsSource: 'enum' | 'anyOf';
  default?: string[];
}

/** One field of a form request, in schema order. */
export type FieldModel = StringField | NumberField | BooleanField | SingleSelectField | MultiSelectField;

/** A parsed form-mode request. */
export interface FormElicitationRequest {
  mode: 'form';
  message: string;
  fields: FieldModel[];
  /** The schema rebuilt from the fields: only the keywords the protocol defines. */
  requestedSchema: ElicitRequestedSchema;
  _meta?: Meta;
}

/** A parsed URL-mode request. */
export interface UrlElicitationRequest {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only: an opaque id that completion notifications refer to. */
  elicitationId?: string;
  _meta?: Meta;
}

/** A parsed request of either mode. */
export type ElicitationRequest = FormElicitationRequest | UrlElicitationRequest;

/** The answers being edited: property name to value. Absent means not answered. */
export type ElicitationValues = Record<string, unknown>;
