// One closing line for the whole run, in the plain form CI reads: "N passed, N failed".
import { readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const [unitFile, e2eFile] = process.argv.slice(2)

const unit = JSON.parse(readFileSync(unitFile, 'utf8'))
passed += unit.numPassedTests
failed += unit.numFailedTests
skipped += unit.numPendingTests + unit.numTodoTests

const e2e = JSON.parse(readFileSync(e2eFile, 'utf8'))
passed += e2e.stats.expected + e2e.stats.flaky
failed += e2e.stats.unexpected
skipped += e2e.stats.skipped

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
