import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { z } from 'zod'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { NewPasswordProblem } from '../../crypto/new-password.ts'

/** Express 4 does not catch a rejected promise; pass it on to the app's error handler. */
export function handle(handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
	return (req: Request, res: Response, next: NextFunction) => {
		handler(req, res).catch(next)
	}
}

export function badRequest(res: Response, message: string) {
	res.status(400).json({ code: UPSTREAM_ERROR_CODES.badRequest, message })
}

/** The answer to a new password that is not one (crypto/new-password.ts): 400, beside the field when it breaks the rule. */
export function refuseNewPassword(res: Response, problem: NewPasswordProblem) {
	if (problem === 'not-sealed-for-us') return badRequest(res, 'password: does not decrypt with the sign-in key')
	res.status(400).json({ code: UPSTREAM_ERROR_CODES.badRequest, field: 'password', message: 'The password does not meet the rules' })
}

/** The body parsed by the schema, or null after answering 400 with what was wrong. */
export function parseBody<Schema extends z.ZodTypeAny>(schema: Schema, req: Request, res: Response): z.infer<Schema> | null {
	const result = schema.safeParse(req.body)
	if (result.success) return result.data
	const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
	badRequest(res, problems.join('; '))
	return null
}

/** Only same-site relative paths are echoed back as places to go; anything else is '/'. */
export function safeReturnPath(path: string | undefined): string {
	if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/'
	return path
}
