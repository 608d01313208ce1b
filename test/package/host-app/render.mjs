// Prints the server-rendered requests (the `vite build --ssr` output), as a host's Node server would render them.
import { render } from './dist-server/entry-server.js';

process.stdout.write(render());
