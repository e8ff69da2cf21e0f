import { createServer } from 'node:http'
import { z } from 'zod'

// The sandbox upstream: the platform's contract on loopback, run as its own process.
// This first version answers its health check; the operations come with the upstream work.
const { SANDBOX_PORT, SANDBOX_HOST } = z
	.object({
		SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
		SANDBOX_HOST: z.string().default('127.0.0.1'),
	})
	.parse(process.env)

const server = createServer((req, res) => {
	if (req.method === 'GET' && req.url === '/healthz') {
		res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
		res.end(JSON.stringify({ status: 'ok' }))
		return
	}
	res.writeHead(404, { 'content-type': 'application/json' })
	res.end(JSON.stringify({ message: 'notFound' }))
})

server.listen(SANDBOX_PORT, SANDBOX_HOST, () => {
	console.log(`sandbox upstream listening on http://${SANDBOX_HOST}:${SANDBOX_PORT}`)
	process.send?.({ type: 'ready' })
})

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop) // the app that started us is gone
