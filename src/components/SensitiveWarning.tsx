import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/**
 * A prominent warning when a form looks like it asks for a password, key, token or card details,
 * which MCP servers must not do in form mode; Decline is suggested.
 */
export function SensitiveWarning(props: ComponentPropsWithoutRef<'div'>) {
  const { sensitiveFields, messages, t, phase } = useElicitation('SensitiveWarning');
  if (sensitiveFields.length === 0 || phase === 'answered') return null;
  return (
    <div role="alert" data-slot="sensitive-warning" {...props}>
      <h3 data-slot="sensitive-title">{messages.sensitive.heading}</h3>
      <p>{messages.sensitive.body}</p>
      <ul>
        {sensitiveFields.map((field) => (
          <li key={field.name}>
            {t(messages.sensitive.fields, { kind: messages.kinds[field.kind], label: field.label })}
          </li>
        ))}
      </ul>
      <p data-slot="sensitive-suggestion">{messages.sensitive.suggestion}</p>
    </div>
  );
}
