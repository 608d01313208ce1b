/**
 * Declaring the elicitation capability, in both generations.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type ElicitationCapability,
  type ElicitationMode,
  type Meta,
} from './types';

/** Which modes a client supports. */
export interface ElicitationModes {
  /** @default true */
  form?: boolean;
  /** @default false */
  url?: boolean;
}

/**
 * The `elicitation` capability object for the modes given, e.g. `{ form: {}, url: {} }`.
 * For 2025-11-25 put it in `capabilities.elicitation` at initialize; for 2026-07-28 see
 * `clientCapabilitiesMeta`.
 * @throws {RangeError} when no mode is enabled: a client that declares elicitation must support one.
 */
export function elicitationCapability({ form = true, url = false }: ElicitationModes = {}): ElicitationCapability {
  if (!form && !url) throw new RangeError('An elicitation capability must enable form mode, URL mode or both.');
  const capability: ElicitationCapability = {};
  if (form) capability.form = {};
  if (url) capability.url = {};
  return capability;
}

/**
 * The 2026-07-28 per-request `_meta` entry that declares the client's capabilities; it must be sent
 * on every request, retries included.
 */
export function clientCapabilitiesMeta(capabilities: ClientCapabilities): Meta {
  return { [CLIENT_CAPABILITIES_META_KEY]: capabilities };
}

/**
 * Request params with the capability declaration merged into `_meta`, keeping any other `_meta` keys.
 */
export function withClientCapabilities<P extends { _meta?: Meta }>(params: P, capabilities: ClientCapabilities): P {
  return { ...params, _meta: { ...params._meta, ...clientCapabilitiesMeta(capabilities) } };
}

/**
 * Whether a declared capability covers a mode. `{}` means form only; no capability means none.
 */
export function supportsElicitationMode(capability: ElicitationCapability | undefined, mode: ElicitationMode): boolean {
  if (capability === undefined || capability === null || typeof capability !== 'object') return false;
  const declaresAny = capability.form !== undefined || capability.url !== undefined;
  if (mode === 'form') return capability.form !== undefined || !declaresAny;
  return capability.url !== undefined;
}
