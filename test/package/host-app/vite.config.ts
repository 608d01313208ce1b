import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages: the host app (index.html) and the server-rendered requests it hydrates (hydrate.html).
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: ['index.html', 'hydrate.html'] }, chunkSizeWarningLimit: 4096 },
});
