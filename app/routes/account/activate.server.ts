import { randomUUID } from 'node:crypto'
import { json, type AppLoadContext } from '@remix-run/node'
import { ACTIVATION_ERRORS } from '@meridian/upstream-contract/contract.ts'
import { activationPasswordSchema, findAccountSchema } from '#app/models/activation-schema.ts'
import { localizePath } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'
import { orRefused, orUnavailable } from '#app/http/upstream-failure.server.ts'
import { activationInProgress } from '#app/services/activation-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { sealedPassword } from '#app/services/password-encryption.server.ts'
import { activationLimits } from '#app/services/per-ip-limits.server.ts'
import { attemptSignIn } from '#app/services/sign-in.server.ts'
import { finishActivation, startActivation } from '#app/services/upstream/activation.server.ts'
import { ActivationRefused } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// Activate an online account (spec 000 §2 activate-online-account path, §7
// createOnlineAccount and submitCreateOnlineAccount; the address is ours): a member
// enrolled without a login gives their member number and last name, then a password. The
// activation waits in the session between the two steps; once made, the member is signed
// in, or told the account works and to sign in (activationSuccessSignInFailedError).

const PROFILE = '/loyalty/myAccount/profile.mi'

export async function activationPage(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const title = `${t('account.activate.title')} | ${t('site.name')}`
	const action = localizePath(SIGN_IN_PATHS.activate, visitor.locale)
	if (visitor.state === 'member') return json({ step: 'member' as const, title, action, emailHint: null, profile: localizePath(PROFILE, visitor.locale) })
	const activation = await orUnavailable(() => activationInProgress.remembered(request, context))
	return json(
		{ step: activation ? ('password' as const) : ('find' as const), title, action, emailHint: activation?.emailHint ?? null, profile: null },
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

const refusedWith = (result: unknown, status = 400, extra: { signIn?: string } = {}) => json({ result, answerId: randomUUID(), ...extra }, { status })

export async function activationStep(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	const here = localizePath(SIGN_IN_PATHS.activate, visitor.locale)
	if (visitor.state === 'member') return redirectFor(request, here)
	const form = await readFormData(request)
	const intent = form.get('intent')

	if (intent === 'restart') {
		await orUnavailable(() => activationInProgress.forget(request, context))
		return redirectFor(request, here)
	}

	if (intent === 'find') {
		const submission = parseSubmission(form, findAccountSchema(visitor.locale), { disableAutoCoercion: true })
		if (submission.status !== 'success') return refusedWith(submission.reply())
		if (!(await activationLimits.allow(visitor.clientIp))) return refusedWith(submission.reply({ formErrors: ['tooManyRequests'] }), 429)
		const started = await orRefused(() => startActivation(submission.value, visitor.upstream), ActivationRefused)
		if (started instanceof ActivationRefused) {
			logger.info('activation: refused', { code: started.code })
			const signIn = localizePath(SIGN_IN_PATHS.signIn, visitor.locale)
			if (started.code === ACTIVATION_ERRORS.active) return refusedWith(submission.reply({ formErrors: ['alreadyActive'] }), 409, { signIn })
			return refusedWith(submission.reply({ formErrors: ['notFound'] }))
		}
		const { sessionToken } = await orUnavailable(() => activationInProgress.remember(request, context, started))
		return redirectWithNotice(request, here, null, {}, { sessionToken })
	}

	const activation = await orUnavailable(() => activationInProgress.remembered(request, context))
	if (!activation) return redirectFor(request, here)
	const submission = parseSubmission(form, activationPasswordSchema, { disableAutoCoercion: true })
	if (submission.status !== 'success') return refusedWith(submission.reply({ hideFields: ['password'] }))
	const { password } = submission.value
	const sealed = await orUnavailable(() => sealedPassword(password, visitor.upstream))
	const account = await orRefused(() => finishActivation({ activationId: activation.activationId, ...sealed }, visitor.upstream), ActivationRefused)
	if (account instanceof ActivationRefused) {
		logger.info('activation: refused', { code: account.code })
		if (account.code === ACTIVATION_ERRORS.expired || account.code === ACTIVATION_ERRORS.active) {
			await orUnavailable(() => activationInProgress.forget(request, context))
			return refusedWith(submission.reply({ formErrors: [account.code === ACTIVATION_ERRORS.active ? 'alreadyActive' : 'expired'], hideFields: ['password'] }))
		}
		return refusedWith(submission.reply({ fieldErrors: { password: ['upstreamRefused'] }, hideFields: ['password'] }))
	}
	await orUnavailable(() => activationInProgress.forget(request, context))
	const signedIn = await attemptSignIn(request, visitor, {
		userId: account.email,
		password,
		rememberMe: false,
		returnTo: PROFILE,
		tripId: undefined,
		pageModuleName: 'activateOnlineAccount',
	})
	if (signedIn.kind !== 'signed-in') {
		// Activation worked; only the sign-in did not: say so, and where to sign in.
		return json(
			{ activated: { memberNumber: account.memberNumber }, signIn: localizePath(SIGN_IN_PATHS.signIn, visitor.locale), answerId: randomUUID() },
			{ headers: 'session' in signedIn ? await newSessionHeaders(request, signedIn.session) : undefined },
		)
	}
	return redirectFor(request, localizePath(PROFILE, visitor.locale), { headers: await newSessionHeaders(request, signedIn.session) })
}
