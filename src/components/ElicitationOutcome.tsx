import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/** Once answered, what happened: sent, declined or cancelled (useful in a chat transcript). */
export function ElicitationOutcome(props: ComponentPropsWithoutRef<'p'>) {
  const { result, request, phase, messages, t } = useElicitation('ElicitationOutcome');
  // URL mode's accept is consent, not completion: UrlConsent tells that story.
  // Said once the host took the result, not while it is still sending.
  const settled = phase === 'answered' || phase === 'waiting';
  const text =
    result && settled && !(request?.mode === 'url' && result.action === 'accept')
      ? t(messages.outcome[result.action])
      : null;
  return (
    <p role="status" data-slot="outcome" data-state={result?.action} {...props}>
      {text}
    </p>
  );
}
