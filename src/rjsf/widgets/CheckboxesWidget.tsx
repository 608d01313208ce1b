import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  titleId,
  type WidgetProps,
} from '@rjsf/utils';
import { fillPlural, formatNumber } from '../../i18n/format';
import { themeContext } from '../formContext';
import { describedBy, isInvalid } from '../inputAttributes';
import { isolate } from '../isolation';

/** A multi-select as a group of checkboxes (native) with a live "n of at most m" count. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, options, schema, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus } =
    props;
  const { messages, locale, dir } = themeContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const count = selected.length;
  const countId = `${id}__count`;
  // Written as Intl would (`formatNumber`), without building an Intl.NumberFormat for "0 selected".
  const shown = { count: formatNumber(count, locale) };
  const countText =
    maxItems === undefined
      ? fillPlural(messages.form.selectedCount, count, shown, locale)
      : fillPlural(
          messages.form.selectedCountOfMax,
          count,
          { ...shown, maxItems: formatNumber(maxItems, locale) },
          locale,
        );
  return (
    <fieldset
      id={id}
      data-slot="elicitation-checkbox-group"
      aria-labelledby={titleId(id)}
      aria-describedby={describedBy(props, countId)}
      aria-invalid={isInvalid(rawErrors)}
    >
      {enumOptions.map((option, index) => (
        <div key={optionId(id, index)} data-slot="elicitation-checkbox-option">
          <input
            type="checkbox"
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            data-slot="elicitation-checkbox"
            checked={enumOptionsIsSelected(option.value, selected)}
            disabled={disabled || readonly || enumDisabled.includes(option.value)}
            onChange={({ target }) =>
              onChange(
                target.checked
                  ? enumOptionsSelectValue(index, selected, enumOptions)
                  : enumOptionsDeselectValue(index, selected, enumOptions),
              )
            }
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)} data-slot="elicitation-option-label">
            {isolate(option.label, dir)}
          </label>
        </div>
      ))}
      <p
        id={countId}
        data-slot="elicitation-selection-count"
        data-state={maxItems !== undefined && count > maxItems ? 'over' : 'within'}
        aria-live="polite"
      >
        {countText}
      </p>
    </fieldset>
  );
}
