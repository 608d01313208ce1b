import type { ComponentPropsWithoutRef } from 'react';
import { ElicitationContent } from './ElicitationContent';
import { type ElicitationOptions, ElicitationRoot, useElicitation } from './ElicitationRoot';

/** Props of `ElicitationPanel`: the request options plus the section's own attributes. */
export type ElicitationPanelProps = ElicitationOptions &
  Omit<ComponentPropsWithoutRef<'section'>, keyof ElicitationOptions>;

function PanelFrame({ children, ...props }: ComponentPropsWithoutRef<'section'>) {
  const { ids, phase, request } = useElicitation('ElicitationPanel');
  return (
    <section
      data-slot="elicitation"
      data-mode={request?.mode ?? 'invalid'}
      data-state={phase}
      aria-labelledby={ids.title}
      {...props}
    >
      {children ?? <ElicitationContent />}
    </section>
  );
}

/** An elicitation request rendered inline, e.g. in a chat transcript; it stays to show the outcome. */
export function ElicitationPanel({
  request,
  server,
  onResult,
  locale,
  messages,
  validator,
  reviewBeforeSubmit,
  defaultValues,
  ...props
}: ElicitationPanelProps) {
  return (
    <ElicitationRoot
      request={request}
      server={server}
      onResult={onResult}
      locale={locale}
      messages={messages}
      validator={validator}
      reviewBeforeSubmit={reviewBeforeSubmit}
      defaultValues={defaultValues}
    >
      <PanelFrame {...props} />
    </ElicitationRoot>
  );
}
