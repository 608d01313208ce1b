/**
 * `npm run example:ai-chat`: the AI SDK chat example (examples/ai-chat) on this checkout's library,
 * with its mock model: no API key, nothing reached but npm's registry while installing. Prints the
 * address; Ctrl+C stops it and removes the temporary folder. `PORT` picks the port (default: a free
 * one), `REDIS_URL` shares chats, streams and questions with other instances through Redis.
 */

import { freePort } from '../harness/net.ts';
import { buildAiChat } from './aiChatApp.ts';

const build = await buildAiChat();
const port = Number(process.env.PORT ?? (await freePort()));
const env: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const server = await build.start(port, env);
console.log(`ai-chat: http://127.0.0.1:${port}/ (Ctrl+C stops it)`);
const stop = async () => {
  await server.stop();
  build.remove();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
