/**
 * `mcp-elicitation-react`: React components that render MCP elicitation requests.
 * The protocol types are re-exported here for convenience; the headless API lives in `/core`.
 * @packageDocumentation
 */
export type * from './core/index';
