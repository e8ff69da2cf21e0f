// A form field's limits, in the shape of conform's constraint metadata (what
// `getZodConstraint` gives for a field, @conform-to/dom's `Constraint`). The model that
// owns a rule says its field's limits once, beside the rule; the pages' field kit
// (app/ui/form-fields) turns them into the control's attributes, so no limit is typed
// in markup. Kept free of zod, so a page can use it without loading the schemas.

export type FieldLimits = {
	required?: boolean
	minLength?: number
	maxLength?: number
	min?: number | string
	max?: number | string
	pattern?: string
	/** Not conform's: the keyboard a phone shows for what the rule takes (digits for a code or a number). */
	inputMode?: 'numeric' | 'tel' | 'email' | 'search'
}

/** Each field's limits of one form, by the field's name. */
export type FormLimits<Name extends string = string> = Partial<Record<Name, FieldLimits>>
