import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/** Once answered, what happened: sent, declined or cancelled (useful in a chat transcript). */
export function ElicitationOutcome(props: ComponentPropsWithoutRef<'p'>) {
  const { result, messages, t } = useElicitation('ElicitationOutcome');
  return (
    <p role="status" data-slot="outcome" data-state={result?.action} {...props}>
      {result ? t(messages.outcome[result.action]) : null}
    </p>
  );
}
