/**
 * Who is asking. The host supplies it from its own configuration or the server's `initialize`
 * result; nothing in an elicitation request may change it (specification: "Security Considerations").
 */
import { BIDI_CONTROL } from './url/chars';

/** The MCP server that is asking, as the host knows it. Never taken from the request itself. */
export interface ServerInfo {
  /** The server's name, e.g. from its `serverInfo` or the host's configuration. */
  name: string;
  /** A friendlier display name; `name` is shown beside it when they differ. */
  title?: string;
  version?: string;
  /**
   * An icon the host supplies: an image URL (never one taken from the request). The React
   * components also accept an element (see `ElicitationServerInfo`).
   */
  icon?: unknown;
}

const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'gu');

/** A server-supplied name without bidi controls, so it cannot reorder the words shown around it. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** The name to show for a server: its `title`, else its `name`, without bidi controls. */
export function serverDisplayName(server: ServerInfo): string {
  return withoutBidiControls(server.title ?? server.name);
}
