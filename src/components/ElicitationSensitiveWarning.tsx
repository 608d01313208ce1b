import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationSensitiveWarning`. */
export interface ElicitationSensitiveWarningProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * A prominent warning when a form looks like it asks for a password, key, token or card details,
 * which servers must not do in form mode (specification: "Form Mode Security"); Decline is suggested.
 * A dialog opens on its title (focusable from script only), so the warning is what a person reads
 * first and a phone raises no keyboard until they choose a field.
 */
export const ElicitationSensitiveWarning = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationSensitiveWarningProps>(
  function ElicitationSensitiveWarning(props, ref) {
    const { store, sensitiveFields, messages, tx } = useElicitationConfig('<ElicitationSensitiveWarning>');
    const phase = useElicitationSelector(store, selectPhase);
    if (sensitiveFields.length === 0 || phase === 'answered') return null;
    const content = (
      <>
        <h3 data-slot="elicitation-sensitive-title" tabIndex={-1}>
          {messages.sensitive.heading}
        </h3>
        <p>{messages.sensitive.body}</p>
        <ul>
          {sensitiveFields.map((field) => (
            <li key={field.name}>
              {tx(messages.sensitive.fields, { kind: messages.kinds[field.kind], label: field.label })}
            </li>
          ))}
        </ul>
        <p data-slot="elicitation-sensitive-suggestion">{messages.sensitive.suggestion}</p>
      </>
    );
    return renderPart('div', { role: 'alert', 'data-slot': 'elicitation-sensitive-warning' }, props, ref, content);
  },
);
