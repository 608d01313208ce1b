/** The two requests inline, as a chat transcript would show them; rendered on the server and hydrated. */
import { ElicitationPanel } from 'mcp-elicitation-react';
import type { ElicitResult } from 'mcp-elicitation-react/core';
import { formRequest, server, urlRequest } from './requests';

export function Requests({ onResult }: { onResult: (result: ElicitResult) => void }) {
  return (
    <>
      <ElicitationPanel params={formRequest} server={server} onResult={onResult} />
      <ElicitationPanel params={urlRequest} server={server} onResult={onResult} />
    </>
  );
}
