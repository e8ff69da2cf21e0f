// Writes `name.br` and `name.gz` beside each fingerprinted client asset, once at build time,
// so the server sends the smallest encoding without compressing the same chunk on every
// request (server/app.ts serves them). Brotli at its best quality is too slow per request
// and costs nothing here.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const assets = join(process.argv[2] ?? process.env.BUILD_ROOT ?? '.', 'build/client/assets')
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/

const encoders = {
	br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
	gz: (bytes) => promisify(gzip)(bytes, { level: 9 }),
}

const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name))
let written = 0
await Promise.all(
	names.map(async (name) => {
		const bytes = await readFile(join(assets, name))
		if (bytes.length < MIN_BYTES) return
		for (const [extension, encode] of Object.entries(encoders)) {
			const packed = await encode(bytes)
			if (packed.length >= bytes.length) continue
			await writeFile(join(assets, `${name}.${extension}`), packed)
			written += 1
		}
	}),
)
console.log(`precompressed ${written} copies of ${names.length} client assets`)
