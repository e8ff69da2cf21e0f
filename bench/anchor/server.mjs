// The anchor's server: the hotel app's server stack (Express, compression, helmet) and
// Remix's own Express adapter, one process. PORT is given by the bench.
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'

const build = await import(new URL('./build/server/index.js', import.meta.url).href)
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(helmet())
app.use('/assets', express.static(new URL('./build/client/assets', import.meta.url).pathname, { immutable: true, maxAge: '1y' }))
app.all('*', createRequestHandler({ build, mode: 'production' }))
app.listen(Number(process.env.PORT), '127.0.0.1')
