/**
 * The rjsf theme: widgets and templates on Radix primitives, styled through `data-slot` attributes.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { THEME_BUTTON_TEMPLATES, THEME_TEMPLATES, THEME_WIDGETS } from './registryKeys';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  SubmitButton,
  TitleFieldTemplate,
} from './templates/textTemplates';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { DateTimeWidget } from './widgets/DateTimeWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { YesNoWidget } from './widgets/YesNoWidget';

/** The theme's widgets, by rjsf registry name. Text, email, URL and date inputs use `BaseInputTemplate`. */
export const elicitationWidgets: RegistryWidgetsType = {
  CheckboxWidget,
  CheckboxesWidget,
  DateTimeWidget,
  NumberWidget,
  RadioWidget,
  SelectWidget,
  YesNoWidget,
} satisfies Record<(typeof THEME_WIDGETS)[number], unknown>;

/** The theme's templates. */
export const elicitationTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { SubmitButton } satisfies Record<(typeof THEME_BUTTON_TEMPLATES)[number], unknown>,
} satisfies Record<(typeof THEME_TEMPLATES)[number] | 'ButtonTemplates', unknown>;

/** The theme for `withTheme` from `@rjsf/core`: `withTheme(elicitationTheme)`. */
export const elicitationTheme = { widgets: elicitationWidgets, templates: elicitationTemplates };
