import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/** For a request the library cannot render: says so in plain words and lists the problems. */
export function ElicitationProblems(props: ComponentPropsWithoutRef<'div'>) {
  const { parsed, messages, t } = useElicitation('ElicitationProblems');
  if (parsed.ok) return null;
  return (
    <div role="alert" data-slot="problems" {...props}>
      <h3 data-slot="problems-title">{messages.invalidRequest.heading}</h3>
      <p>{t(messages.invalidRequest.intro)}</p>
      <ul data-slot="problems-list">
        {parsed.problems.map((problem) => (
          <li key={`${problem.path}:${problem.code}`} data-severity={problem.severity}>
            {problem.path ? <code data-slot="problem-path">{problem.path}</code> : null} {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
