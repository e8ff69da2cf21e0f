import { useState } from 'react'
import { describedBy, FieldRow, type Field, limitsOf } from './form-fields.tsx'
import { PasswordChecklist } from './password-checklist.tsx'
import { PasswordInput } from './form-fields/password-input.tsx'

/**
 * A new password with its rules as a checklist that ticks as it is typed (with JavaScript; without, the server's message says which rule).
 * Not the kit's TextField: the checklist sits between label and input and follows every key, which a plain field has no place for.
 */
export function CheckedPasswordField({ field, label, error }: { field: Field; label: string; error?: string }) {
	const [password, setPassword] = useState('')
	const rulesId = `${field.id}-rules`
	return (
		<FieldRow field={field} label={label} error={error} required={field.limits.required}>
			<PasswordChecklist id={rulesId} password={password} />
			<PasswordInput
				id={field.id}
				name={field.name}
				autoComplete="new-password"
				{...limitsOf(field.limits)}
				aria-required={field.limits.required || undefined}
				aria-invalid={error ? true : undefined}
				aria-describedby={[rulesId, describedBy(field)].filter(Boolean).join(' ')}
				onInput={(event) => setPassword(event.currentTarget.value)}
			/>
		</FieldRow>
	)
}
