/**
 * The tool list grouped by what a person sees when the tool runs, not by how it is built: a form, a
 * page to open, several questions in a row, waiting and withdrawal. A tool the demo does not know
 * (server-everything's arithmetic, a server of your own) is listed last, under "Other tools".
 */
import type { ReactNode } from 'react';
import type { DemoTool } from './connections';

interface ToolGroup {
  id: string;
  title: string;
  /** One line on what the person sees. */
  hint: string;
}

const TOOL_GROUPS: readonly ToolGroup[] = [
  { id: 'form', title: 'A form to fill', hint: 'The server asks for structured answers; you review before they go.' },
  {
    id: 'url',
    title: 'A page to open',
    hint: 'URL mode: the address is checked and you agree before anything opens.',
  },
  { id: 'steps', title: 'Several questions in one call', hint: 'One tool call asks two or more times.' },
  {
    id: 'time',
    title: 'Waiting and withdrawal',
    hint: 'Slow work, a time budget that pauses while you answer, a question the server takes back.',
  },
  { id: 'other', title: 'Other tools', hint: 'Tools the demo does not describe; most ask nothing.' },
];

const BY_NAME: Record<string, string> = {
  every_field_kind: 'form',
  seed_github_username: 'form',
  seed_contact_information: 'form',
  connect_account_secrets: 'form',
  'trigger-elicitation-request': 'form',
  sign_in_url: 'url',
  suspicious_url: 'url',
  blocked_url: 'url',
  seed_api_key_url: 'url',
  needs_authorization: 'url',
  'trigger-url-elicitation': 'url',
  multi_step_signup: 'steps',
  mrtr_two_rounds: 'steps',
  mrtr_no_state: 'steps',
  slow_report: 'time',
  withdrawn_request: 'time',
  'trigger-elicitation-request-async': 'time',
};

/** The groups that have tools, in the order above, each with its tools in the server's order. */
function groupTools(tools: readonly DemoTool[]): { group: ToolGroup; tools: DemoTool[] }[] {
  return TOOL_GROUPS.map((group) => ({
    group,
    tools: tools.filter((tool) => (BY_NAME[tool.name] ?? 'other') === group.id),
  })).filter((entry) => entry.tools.length > 0);
}

/** A server's tools under their groups' headings; `renderTool` draws one tool's list item. */
export function GroupedTools({
  tools,
  renderTool,
}: {
  tools: readonly DemoTool[];
  renderTool: (tool: DemoTool) => ReactNode;
}) {
  return groupTools(tools).map(({ group, tools: inGroup }) => {
    return (
      <div key={group.id} className="tool-group">
        <h4>{group.title}</h4>
        <p className="tool-group-hint">{group.hint}</p>
        <ul className="tools">{inGroup.map(renderTool)}</ul>
      </div>
    );
  });
}
