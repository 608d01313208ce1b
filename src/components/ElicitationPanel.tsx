import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { ElicitationContent } from './ElicitationContent';
import { type ElicitationOptions, ElicitationRoot, splitElicitationOptions } from './ElicitationRoot';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationPanel`: the request options plus the section's own attributes. */
export type ElicitationPanelProps = ElicitationOptions &
  Omit<ComponentPropsWithoutRef<'section'>, keyof ElicitationOptions> &
  AsChildProp;

const PanelFrame = /* @__PURE__ */ forwardRef<HTMLElement, Omit<ElicitationPanelProps, keyof ElicitationOptions>>(
  function PanelFrame({ children, asChild, ...props }, ref) {
    const { store, request, locale, messages, t } = useElicitationConfig('<ElicitationPanel>');
    const phase = useElicitationSelector(store, selectPhase);
    return renderPart(
      'section',
      {
        'data-slot': 'elicitation',
        'data-mode': request?.mode ?? 'invalid',
        'data-state': phase,
        // Named like the dialog: the header's headline is the server's name alone.
        'aria-label': t(request?.mode === 'url' ? messages.dialog.urlTitle : messages.dialog.formTitle),
        lang: locale,
      },
      // With `asChild` the child is the host's element; otherwise children replace the default parts.
      { ...props, asChild, children: asChild ? children : undefined },
      ref,
      asChild ? <ElicitationContent /> : (children ?? <ElicitationContent />),
    );
  },
);

/** An elicitation request rendered inline, e.g. in a chat transcript; it stays to show the outcome. */
export const ElicitationPanel = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationPanelProps>(
  function ElicitationPanel(props, ref) {
    const [options, frameProps] = splitElicitationOptions(props);
    return (
      <ElicitationRoot {...options}>
        <PanelFrame ref={ref} {...frameProps} />
      </ElicitationRoot>
    );
  },
);
