import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ActionButton, ActionRow } from './ActionButton';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';

/**
 * What is left when rendering a request failed unexpectedly: a plain explanation and the two ways
 * out (specification: "User Interaction Model": decline and cancel at all times).
 */
function RenderFailed() {
  const { store, messages, t } = useElicitationConfig('ElicitationErrorBoundary');
  const phase = useElicitationSelector(store, selectPhase);
  const unanswered = phase === 'editing' || phase === 'reviewing' || phase === 'popup-blocked';
  return (
    <div role="alert" data-slot="elicitation-render-failed">
      <h3 data-slot="elicitation-problems-title">{messages.invalidRequest.heading}</h3>
      <p>{t(messages.invalidRequest.renderFailed)}</p>
      {unanswered ? (
        <div data-slot="elicitation-actions">
          <ActionRow>
            <ActionButton action="cancel" variant="secondary" onClick={store.cancel}>
              {messages.actions.cancel}
            </ActionButton>
            <ActionButton action="decline" variant="primary" onClick={store.decline}>
              {messages.actions.decline}
            </ActionButton>
          </ActionRow>
        </div>
      ) : null}
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Turns any unexpected throw while rendering a request into an explained "cannot show this
 * request" with Decline and Cancel, so a hostile request never takes the host's page down.
 */
export class ElicitationErrorBoundary extends Component<{ children?: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('mcp-elicitation-react: a request could not be rendered.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderFailed /> : this.props.children;
  }
}
