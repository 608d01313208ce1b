/**
 * The `react18` project's guard: the suites must really render with React 18.2 (the floor of the peer
 * range), through one React, or their passing says nothing about React 18.
 */
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';

for (const [name, version] of [
  ['react', reactVersion],
  ['react-dom', reactDomVersion],
]) {
  if (version !== '18.2.0')
    throw new Error(`The react18 project loaded ${name} ${version}, not 18.2.0: check its aliases.`);
}
