import { useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'

/**
 * A password input with a show/hide control. The control needs script to change the
 * input's type, so it appears only once the page is hydrated.
 */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	return (
		<span className="password-input">
			<input {...props} type={visible ? 'text' : 'password'} />
			{hydrated ? (
				<button type="button" className="password-input__toggle" aria-pressed={visible} aria-controls={props.id} onClick={() => setVisible((shown) => !shown)}>
					{t(visible ? 'signIn.hidePassword' : 'signIn.showPassword')}
				</button>
			) : null}
		</span>
	)
}
