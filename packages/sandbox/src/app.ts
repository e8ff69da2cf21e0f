import express, { type ErrorRequestHandler } from 'express'
import type { SandboxDeps } from './deps.ts'
import { accountRouter } from './http/accounts/index.ts'
import { pageComponentsRouter } from './http/content/page-components.ts'
import { pageModelRouter } from './http/content/page-model.ts'
import { graphRouter } from './http/graph/index.ts'
import { outboxRouter } from './http/outbox/index.ts'
import { scenarioRouter } from './http/scenarios/index.ts'

export function createSandboxApp(deps: SandboxDeps) {
	const app = express()
	app.disable('x-powered-by')
	app.use(express.json({ limit: '256kb' }))
	app.use((_req, res, next) => {
		res.set('cache-control', 'no-store')
		next()
	})
	app.get('/healthz', (_req, res) => {
		res.json({ status: 'ok' })
	})
	app.use(accountRouter(deps))
	app.use(graphRouter(deps))
	app.use(pageModelRouter(deps))
	app.use(pageComponentsRouter(deps))
	app.use(outboxRouter(deps))
	app.use(scenarioRouter(deps))
	app.use((_req, res) => {
		res.status(404).json({ code: 'NOT_FOUND', message: 'notFound' })
	})
	const onError: ErrorRequestHandler = (error, _req, res, _next) => {
		const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500
		if (status >= 500) console.error('sandbox upstream error', error)
		res.status(status).json({ code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST', message: status === 500 ? 'internal error' : 'bad request' })
	}
	app.use(onError)
	return app
}
