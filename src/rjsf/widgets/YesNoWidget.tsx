import type { WidgetProps } from '@rjsf/utils';
import { themeContext } from '../formContext';
import { RadioChoices } from './RadioChoices';

/**
 * A yes/no question with no default: two native radio buttons that start unanswered, so an
 * optional answer stays omitted unless the user picks one, and can be cleared again.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, registry, onChange } = props;
  const { messages } = themeContext(registry);
  return (
    <RadioChoices
      widget={props}
      slot="elicitation-yes-no"
      horizontal
      choices={[
        { id: `${id}-true`, value: 'true', label: messages.form.yes },
        { id: `${id}-false`, value: 'false', label: messages.form.no },
      ]}
      selected={value === true ? 'true' : value === false ? 'false' : undefined}
      onSelect={(next) => onChange(next === 'true')}
      onClear={() => onChange(undefined)}
    />
  );
}
