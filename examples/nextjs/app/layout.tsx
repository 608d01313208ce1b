import { ElicitationProvider } from 'mcp-elicitation-react';
import type { ReactNode } from 'react';
import 'mcp-elicitation-react/styles.css';

export const metadata = { title: 'MCP elicitation in Next.js' };

/**
 * A Server Component. `ElicitationProvider` is a client component (the package marks its component
 * entry 'use client'), so a server layout renders it like any other provider: every page
 * below shares its queue, and it shows the requests one at a time in a dialog.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ElicitationProvider>{children}</ElicitationProvider>
      </body>
    </html>
  );
}
