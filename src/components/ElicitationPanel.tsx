import { type ComponentPropsWithoutRef, forwardRef, isValidElement, type ReactNode } from 'react';
import { useHostColorScheme } from './colorScheme';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { ElicitationContent } from './ElicitationContent';
import { type ElicitationOptions, ElicitationRoot, splitElicitationOptions } from './ElicitationRoot';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationPanel`: the request options plus the frame's (`ElicitationPanelFrameProps`). */
export type ElicitationPanelProps = ElicitationOptions & Omit<ElicitationPanelFrameProps, keyof ElicitationOptions>;

/** Props of `ElicitationPanelFrame`: the section's own attributes; its children are its content. */
export type ElicitationPanelFrameProps = ComponentPropsWithoutRef<'section'> & AsChildProp;

/**
 * The panel's frame, a part for `Elicitation.Root`: a `<section>` named like the dialog ("Request for
 * information from Weather"), tagged with the request's mode, state and language. Its children are
 * its content (the default arrangement, `ElicitationContent`, when it has none). With `asChild` your
 * element becomes the section, and its children are the content in the same way.
 */
export const ElicitationPanelFrame = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationPanelFrameProps>(
  function ElicitationPanelFrame({ children, asChild, ...props }, ref) {
    const { store, request, locale, dir, messages, t } = useElicitationConfig('<ElicitationPanelFrame>');
    const phase = useElicitationSelector(store, selectPhase);
    const colorScheme = useHostColorScheme();
    const ours = {
      'data-slot': 'elicitation',
      'data-color-scheme': colorScheme,
      'data-mode': request?.mode ?? 'invalid',
      'data-state': phase,
      // Named like the dialog: the header's headline is the server's name alone.
      'aria-label': t(request?.mode === 'url' ? messages.dialog.urlTitle : messages.dialog.formTitle),
      lang: locale,
      dir,
    };
    // The content is the children (with `asChild`, the host element's own), else the default arrangement.
    const own = asChild
      ? isValidElement<{ children?: ReactNode }>(children) && children.props.children != null
      : children != null;
    const content = own ? null : <ElicitationContent />;
    return renderPart('section', ours, { ...props, asChild, children }, ref, content);
  },
);

/**
 * An elicitation request rendered inline, e.g. in a chat transcript; it stays to show the outcome.
 * `ElicitationRoot` and `ElicitationPanelFrame` in one: the same as
 * `<Elicitation.Root {...options}><Elicitation.PanelFrame {...props} /></Elicitation.Root>`.
 */
export const ElicitationPanel = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationPanelProps>(
  function ElicitationPanel(props, ref) {
    const [options, frameProps] = splitElicitationOptions(props);
    return (
      <ElicitationRoot {...options}>
        <ElicitationPanelFrame ref={ref} {...frameProps} />
      </ElicitationRoot>
    );
  },
);
