/**
 * `ElicitationThemedForm`: rjsf's Form with the elicitation theme and all of rjsf's own defaults, for
 * a host's own schemas, `$ref` and `allOf` included.
 * `withTheme` comes from `withTheme.js` directly: the root of @rjsf/core also loads
 * @rjsf/validator-ajv8, which needs eval and which hosts may not install.
 */
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import LayoutGridField from '@rjsf/core/lib/components/fields/LayoutGridField.js';
import LayoutHeaderField from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
import LayoutMultiSchemaField from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldItemTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import AddButton from '@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js';
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import AltDateTimeWidget from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
import AltDateWidget from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import FileWidget from '@rjsf/core/lib/components/widgets/FileWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import RatingWidget from '@rjsf/core/lib/components/widgets/RatingWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import withTheme from '@rjsf/core/lib/withTheme.js';
import * as references from '@rjsf/utils/lib/findSchemaDefinition.js';
import mergeAllOf from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import type {
  HOST_ONLY_BUTTON_TEMPLATES,
  HOST_ONLY_FIELDS,
  HOST_ONLY_TEMPLATES,
  HOST_ONLY_WIDGETS,
} from './registryKeys';
import { installFullSchemaSupport } from './standIns/fullSchema';
import { elicitationTemplates, elicitationWidgets } from './theme';

/**
 * The theme plus rjsf's own defaults that only a host's schemas reach, under rjsf's names: the
 * package's bundled rjsf registers them nowhere else (scripts/bundle-rjsf.ts), so this form is
 * complete while the elicitation form's bundle goes without them. Likewise rjsf's `$id` resolution
 * and `allOf` merging are installed here, for a host's schemas.
 */
function completeTheme() {
  installFullSchemaSupport({ references, mergeAllOf });
  return {
    fields: {
      AnyOfField: MultiSchemaField,
      CyclicSchemaField,
      FallbackField,
      LayoutGridField,
      LayoutHeaderField,
      LayoutMultiSchemaField,
      NullField,
      NumberField,
      OneOfField: MultiSchemaField,
      OptionalDataControlsField,
    } satisfies Record<(typeof HOST_ONLY_FIELDS)[number], unknown>,
    widgets: {
      ...({
        AltDateTimeWidget,
        AltDateWidget,
        ColorWidget,
        FileWidget,
        HiddenWidget,
        PasswordWidget,
        RangeWidget,
        RatingWidget,
        TextareaWidget,
        TimeWidget,
        UpDownWidget,
      } satisfies Record<(typeof HOST_ONLY_WIDGETS)[number], unknown>),
      ...elicitationWidgets,
    },
    templates: {
      ...({
        ArrayFieldDescriptionTemplate,
        ArrayFieldItemButtonsTemplate,
        ArrayFieldItemTemplate,
        ArrayFieldTemplate,
        ArrayFieldTitleTemplate,
        CyclicSchemaExpandTemplate,
        FallbackFieldTemplate,
        GridTemplate,
        MultiSchemaFieldTemplate,
        OptionalDataControlsTemplate,
        WrapIfAdditionalTemplate,
      } satisfies Record<(typeof HOST_ONLY_TEMPLATES)[number], unknown>),
      ...elicitationTemplates,
      ButtonTemplates: {
        ...({
          AddButton,
          ClearButton,
          CopyButton,
          MoveDownButton,
          MoveUpButton,
          RemoveButton,
        } satisfies Record<(typeof HOST_ONLY_BUTTON_TEMPLATES)[number], unknown>),
        ...elicitationTemplates.ButtonTemplates,
      },
    },
  };
}

/** rjsf's `Form` with this library's widgets and templates. Pass any `validator`. */
export const ElicitationThemedForm = /* @__PURE__ */ withTheme(/* @__PURE__ */ completeTheme());
