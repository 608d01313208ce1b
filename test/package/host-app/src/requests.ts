/** The requests the host app receives: one form and one URL request, as an MCP server sends them (2025-11-25). */
import type { ServerInfo } from 'mcp-elicitation-react/core';

export const server: ServerInfo = { name: 'forecast', title: 'Forecast' };

export const formRequest = {
  mode: 'form',
  message: 'Where should the forecast be for?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City' },
      days: { type: 'integer', title: 'Days', minimum: 1, maximum: 14, default: 3 },
      from: { type: 'string', format: 'date-time', title: 'From', default: '2026-03-01T09:30:00Z' },
    },
    required: ['city'],
  },
};

export const urlRequest = {
  mode: 'url',
  message: 'Sign in to Example to see your saved places.',
  url: 'https://accounts.example.com/connect?state=abc',
  elicitationId: 'connect-1',
};
