/**
 * Wire types of MCP elicitation, for both protocol generations (2025-11-25 push requests and the
 * 2026-07-28 multi round-trip `InputRequiredResult`). Names follow the specification.
 */

/** The two elicitation modes. A request without `mode` is a form request. */
export type ElicitationMode = 'form' | 'url';

/** The string formats the restricted schema allows. */
export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

/** Keys every primitive schema may carry. */
export interface BaseSchemaDefinition {
  /** Short label shown to the user. */
  title?: string;
  /** Longer help text shown to the user. */
  description?: string;
}

/** A free-text string field, optionally with a format. */
export interface StringSchema extends BaseSchemaDefinition {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  format?: StringFormat;
  default?: string;
}

/** A number or integer field. */
export interface NumberSchema extends BaseSchemaDefinition {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  default?: number;
}

/** A yes/no field. */
export interface BooleanSchema extends BaseSchemaDefinition {
  type: 'boolean';
  default?: boolean;
}

/** One titled option of a titled enum (`oneOf` / `items.anyOf`). */
export interface TitledOption {
  const: string;
  title: string;
}

/** Single select whose values are also its labels. */
export interface UntitledSingleSelectEnumSchema extends BaseSchemaDefinition {
  type: 'string';
  enum: string[];
  default?: string;
}

/** Single select with a title per value. */
export interface TitledSingleSelectEnumSchema extends BaseSchemaDefinition {
  type: 'string';
  oneOf: TitledOption[];
  default?: string;
}

/** Single select with titles in a parallel `enumNames` array (deprecated, still sent by servers). */
export interface LegacyTitledEnumSchema extends BaseSchemaDefinition {
  type: 'string';
  enum: string[];
  enumNames: string[];
  default?: string;
}

/** Multi select whose values are also its labels. */
export interface UntitledMultiSelectEnumSchema extends BaseSchemaDefinition {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
}

/** Multi select with a title per value. */
export interface TitledMultiSelectEnumSchema extends BaseSchemaDefinition {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { anyOf: TitledOption[] };
  default?: string[];
}

/** Any single-select enum form. */
export type SingleSelectEnumSchema =
  | UntitledSingleSelectEnumSchema
  | TitledSingleSelectEnumSchema
  | LegacyTitledEnumSchema;

/** Any multi-select enum form. */
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;

/** Any enum form. */
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema;

/** Every schema a property of `requestedSchema` may have. */
export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

/** The restricted, flat object schema of a form request. */
export interface ElicitRequestedSchema {
  $schema?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
}

/** Metadata object allowed on every request and result. */
export type Meta = Record<string, unknown>;

/** Params of a form-mode `elicitation/create`. */
export type ElicitRequestFormParams = {
  mode?: 'form';
  message: string;
  requestedSchema: ElicitRequestedSchema;
  _meta?: Meta;
};

/** Params of a URL-mode `elicitation/create`. `elicitationId` exists in 2025-11-25 only. */
export type ElicitRequestURLParams = {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: Meta;
};

/** Params of `elicitation/create`, either mode. */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** The `elicitation/create` request (2025-11-25 JSON-RPC request, or a 2026-07-28 input request). */
export type ElicitRequest = {
  method: 'elicitation/create';
  params: ElicitRequestParams;
};

/** What the user did: sent answers, explicitly said no, or dismissed without choosing. */
export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** One answer value in `ElicitResult.content`. */
export type ElicitContentValue = string | number | boolean | string[];

/** The answer to an elicitation. Only `accept` on a form carries `content`. */
export type ElicitResult = {
  action: ElicitAction;
  content?: Record<string, ElicitContentValue>;
  _meta?: Meta;
};

/**
 * An `ElicitResult` as a JSON-RPC result: open to further keys. What the request handlers return,
 * since SDK v2's handler signature and the bridge's take a result object with an index signature.
 */
export type OpenElicitResult = ElicitResult & { [key: string]: unknown };

/** 2025-11-25: the server tells the client a URL-mode interaction finished. */
export type ElicitationCompleteNotification = {
  method: 'notifications/elicitation/complete';
  params: { elicitationId: string };
};

/** JSON-RPC error code of URLElicitationRequired (2025-11-25). */
export const URL_ELICITATION_REQUIRED = -32042;

/** `error.data` of a URLElicitationRequired error. */
export type UrlElicitationRequiredErrorData = {
  elicitations: ElicitRequestURLParams[];
};

/** One entry of `InputRequiredResult.inputRequests`: a server-to-client request to fulfil. */
export type InputRequest = {
  method: string;
  params?: Record<string, unknown>;
};

/** 2026-07-28: a result that asks for input before the original request can complete. */
export type InputRequiredResult = {
  resultType: 'input_required';
  inputRequests: Record<string, InputRequest>;
  requestState?: string;
  _meta?: Meta;
};

/**
 * 2026-07-28: the answers sent back on retry, one per `inputRequests` key. Elicitation keys hold an
 * `ElicitResult`; keys of other methods (sampling, roots) hold that method's result.
 */
export type InputResponses = Record<string, ElicitResult | Record<string, unknown>>;

/** The elicitation client capability. `{}` means form mode only. */
export type ElicitationCapability = {
  form?: Record<string, never>;
  url?: Record<string, never>;
};

/** The part of the client capabilities this library declares. */
export interface ClientCapabilities {
  elicitation?: ElicitationCapability;
  [capability: string]: unknown;
}

/** The `_meta` key under which 2026-07-28 clients declare their capabilities on every request. */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
