/**
 * Who is asking. The host supplies it from its own configuration or the server's `initialize`
 * result; nothing in an elicitation request may change it (specification: "Security Considerations").
 */

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

/** The name to show for a server: its `title`, else its `name`. */
export function serverDisplayName(server: ServerInfo): string {
  return server.title ?? server.name;
}
