#!/usr/bin/env node
/**
 * `npm run build-storybook`: the static Storybook in storybook-static/. Fails when the build fails
 * or prints a warning (Storybook marks them with ▲, Vite with "(!)"), so a warning cannot creep in
 * unnoticed: `npm test` runs this.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const WARNING = /▲|\(!\)|\bWARN\b/;

const child = spawn('storybook', ['build', '--quiet', '-o', 'storybook-static'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  shell: process.platform === 'win32',
});
/** @type {string[]} */
const warnings = [];
/** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */
const streams = [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
];
for (const [stream, sink] of streams) {
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    sink.write(chunk);
    for (const line of stripVTControlCharacters(chunk.toString()).split('\n')) {
      if (WARNING.test(line)) warnings.push(line.trim());
    }
  });
}
child.on('error', (error) => {
  console.error(`could not start storybook: ${error.message}`);
  process.exitCode = 1;
});
child.on('close', (code) => {
  if (warnings.length > 0)
    console.error(`\nThe Storybook build printed ${warnings.length} warning(s):\n${warnings.join('\n')}`);
  process.exitCode = code !== 0 ? (code ?? 1) : warnings.length > 0 ? 1 : 0;
});
