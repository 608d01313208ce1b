// The Contacts MCP server's Streamable HTTP endpoint (lib/contacts-server.ts).
import { handleMcp } from '../../lib/contacts-server';

export const dynamic = 'force-dynamic';
export const GET = handleMcp;
export const POST = handleMcp;
export const DELETE = handleMcp;
