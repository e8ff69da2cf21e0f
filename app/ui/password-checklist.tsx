import { useHydrated } from 'remix-utils/use-hydrated'
import { passwordChecks, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#app/models/password-rules.ts'
import { useAccountTranslation } from './messages/account.ts'

type Props = { id: string; password: string }

/**
 * The password rules (spec 001 §5) as a list: ticked live as the member types once the
 * page runs script; without it, the same list is the hint and the server says what is wrong.
 */
export function PasswordChecklist({ id, password }: Props) {
	const { t } = useAccountTranslation()
	const hydrated = useHydrated()
	const checks = passwordChecks(password)
	return (
		<ul id={id} className="password-checklist" aria-live={hydrated ? 'polite' : undefined}>
			{(Object.keys(checks) as Array<keyof typeof checks>).map((rule) => {
				const met = hydrated && checks[rule]
				return (
					<li key={rule} className={met ? 'password-checklist__met' : undefined}>
						{hydrated ? <span aria-hidden="true">{met ? '✓ ' : '○ '}</span> : null}
						{t(`account.join.rules.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
						{hydrated ? <span className="visually-hidden">{t(met ? 'account.join.rules.met' : 'account.join.rules.notMet')}</span> : null}
					</li>
				)
			})}
		</ul>
	)
}
