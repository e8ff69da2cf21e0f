// The field kit's one import path. Its code is one module (form-fields/controls.tsx), so
// that every page with a form loads it whole, as one chunk; choices (form-fields/choices.tsx)
// stay apart for the pages that offer them.
export { CheckboxRow, describedBy, FieldError, FieldRow, InlineSelectField, limitsOf, SelectField, TextField } from './form-fields/controls.tsx'
export type { Field } from './form-fields/fields.ts'
