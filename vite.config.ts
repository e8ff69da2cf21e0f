/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixConfig } from './remix.config'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
	resolve: {
		alias: {
			'#app': fromRoot('./app'),
			'#server': fromRoot('./server'),
			'#mocks': fromRoot('./mocks'),
			'#tests': fromRoot('./tests'),
		},
	},
	plugins: process.env.VITEST ? [] : [remix(remixConfig)],
	build: { cssMinify: true },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
	},
})
