import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { problemTemplate } from '../core/problemMessages';
import { fillTemplateNodes } from '../rjsf/isolation';
import { useElicitationConfig } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationProblems`. */
export interface ElicitationProblemsProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * For a request the library cannot render: says so in plain words and lists the problems, each in
 * the catalogue's words (`messages.problems`) after the path it concerns.
 */
export const ElicitationProblems = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationProblemsProps>(
  function ElicitationProblems(props, ref) {
    const { parsed, messages, locale, tx } = useElicitationConfig('<ElicitationProblems>');
    if (parsed.ok) return null;
    const content = (
      <>
        <h3 data-slot="elicitation-problems-title" tabIndex={-1}>
          {messages.invalidRequest.heading}
        </h3>
        <p>{tx(messages.invalidRequest.intro)}</p>
        <ul data-slot="elicitation-problems-list">
          {parsed.problems.map((problem, index) => {
            // The catalogue's sentence; the server's values in it are each isolated from its words.
            const { template, params } = problemTemplate(problem, messages.problems, locale);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems never move, and two may share a path and code
              <li key={`${index}:${problem.path}:${problem.code}`} data-severity={problem.severity}>
                {problem.path ? (
                  <code data-slot="elicitation-problem-path" dir="ltr">
                    {problem.path}
                  </code>
                ) : null}{' '}
                {fillTemplateNodes(template, params, locale)}
              </li>
            );
          })}
        </ul>
      </>
    );
    return renderPart('div', { role: 'alert', 'data-slot': 'elicitation-problems' }, props, ref, content);
  },
);
