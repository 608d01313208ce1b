import type { ComponentPropsWithoutRef } from 'react';
import { ElicitationContent } from './ElicitationContent';
import { type ElicitationOptions, ElicitationRoot, splitElicitationOptions, useElicitation } from './ElicitationRoot';

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
export function ElicitationPanel(props: ElicitationPanelProps) {
  const [options, frameProps] = splitElicitationOptions(props);
  return (
    <ElicitationRoot {...options}>
      <PanelFrame {...frameProps} />
    </ElicitationRoot>
  );
}
