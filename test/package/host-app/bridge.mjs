// Prints the statuses the packaged bridge answers with (the `vite build --ssr` output), as a host's Node server would.
import { bridgeStatuses } from './dist-server/entry-server.js';

process.stdout.write(JSON.stringify(await bridgeStatuses()));
