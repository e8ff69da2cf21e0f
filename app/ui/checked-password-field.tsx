import { useState } from 'react'
import { PASSWORD_MAX_LENGTH } from '#app/models/password-rules.ts'
import { describedBy, FieldRow, type Field } from './form-fields.tsx'
import { PasswordChecklist } from './password-checklist.tsx'
import { PasswordInput } from './password-field.tsx'

/** A new password with its rules as a checklist that ticks as it is typed (with JavaScript; without, the server's message says which rule). */
export function CheckedPasswordField({ field, label, error }: { field: Field; label: string; error?: string }) {
	const [password, setPassword] = useState('')
	const rulesId = `${field.id}-rules`
	return (
		<FieldRow field={field} label={label} error={error}>
			<PasswordChecklist id={rulesId} password={password} />
			<PasswordInput
				id={field.id}
				name={field.name}
				autoComplete="new-password"
				maxLength={PASSWORD_MAX_LENGTH}
				aria-required="true"
				aria-invalid={error ? true : undefined}
				aria-describedby={[rulesId, describedBy(field)].filter(Boolean).join(' ')}
				onInput={(event) => setPassword(event.currentTarget.value)}
			/>
		</FieldRow>
	)
}
