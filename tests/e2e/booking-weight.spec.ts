import { writeFile } from 'node:fs/promises'
import { expect, test } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, fillGuest, payWithCard, stayFor } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'
import { countTransfers } from './support/transfers.ts'

// A first visit's weight: a context of its own, with nothing in the browser's cache.
test.use({ ownContext: true })

// Issue 32: a whole booking, from the hotel page to the confirmation, should move under
// 200 KB with scripts on (it moved 352 KB, 274 of them JavaScript; 88 KB with scripts off).
// Every byte the browser takes off the wire counts, headers too, from every origin (the
// payment service's card form is part of the booking); what the browser's cache answers
// costs nothing, as for a guest. The figures are printed, and each file's share written to
// the test's output folder (test-results/…/booking-weight.txt), so a change that moves them
// shows where. The limits hold what is reached, not the target: with scripts on 239.5 KB
// (174 of it JavaScript, 46 KB headers) once assets lost the document's headers and the
// forms conform's client code; 253–270 KB once the card form runs framed in a payment step of
// its own (one more document and the frame's page), so 290 until the rest of issue 32 lands;
// with scripts off 86 KB. After the third round (areas per page, parts fetched when shown)
// 272.9 with scripts on and 93.9 off: the pages' first scripts shrank, but a booking with
// scripts on fetches the framework once and each area once either way. What is left to cut:
// zod with conform's parse (14.4 KB, fetched when the search form validates), the route
// discovery's manifest patches (eight, about 16 KB with their headers), the headers (56 KB).
// Counted whole from then on (the card form's frame runs in a process of its own, and Remix
// stops reading a data response it has what it needs of: both had been left out), the same
// booking was 274.5–280.7 KB. The fourth round: 260.2–268.6 KB, headers 42 of it. One
// discovery request for a booking step answers the whole walk and the router asks for no
// route it knows (manifest 8 requests -> 3, 16.9 -> 6.4 KB); scripts without a request id or
// Accept-Ranges (headers 29.9 -> 24.3 KB over 78); images with an image's policy, not the
// page's (6.8 -> 2.7 KB of headers). The data responses vary by 7 KB from run to run: how
// much of one Remix stopped reading Chromium had counted. 282 is the worst run and 5 %.
// Still to cut for 200: the data responses' page headers (~1 KB on each of eight), zod, the
// 78 script requests (~310 bytes of headers each over HTTP/1.1; HTTP/2 compresses repeats).
// The data responses' share moves between runs of the same build on the same database (30.2,
// 31.6 and 37.7 KB back to back on 2026-11-28, on a copy of the run's seeded sandbox as on a
// fresh one): a rate list's or the card step's response is sometimes counted whole (7–9 KB)
// and sometimes cut at 1.2 KB, where the router stopped reading it. The fifth round: the
// data responses without the document policy's headers (9.8 -> 3.9 KB of headers over
// eight): 263.2 KB in a run whose data came to 31.8 KB. The sixth: what a page always loads
// with a layout is one file per layout (scripts/vite-route-family-chunks.ts): 80 -> 64
// script requests, 248.4 KB (88.5 with scripts off); 260 holds its worst data and 2 %.
const WHOLE_BOOKING_KB: Record<string, number> = { js: 260, 'no-js': 100 }

test('a whole booking moves no more than it did, with scripts on and off', { tag: '@js' }, async ({ page }, testInfo) => {
	const transfers = await countTransfers(page)
	const search = stayFor(testInfo.project.name, 6)
	const fromDate = search.get('fromDate') ?? ''
	const toDate = search.get('toDate') ?? ''
	const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

	await page.goto('/hotels/nycmc-meridian-new-york-times-square/overview')
	const form = page.getByRole('form', { name: 'Search rooms and rates' })
	await form.getByLabel('Check-in').fill(typed(fromDate))
	await form.getByLabel('Check-out').fill(typed(toDate))
	await form.getByLabel('Adults per room').selectOption('2')
	await form.getByRole('button', { name: 'Find rates' }).click()
	await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/)
	await submitAndSettle(page, page.getByRole('button', { name: /^Select / }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await fillGuest(page, { ...ana, email: `weight-${testInfo.project.name}@example.com` })
	await consent(page).check()
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page).toHaveURL(/\/reservation\/confirmation\.mi$/)
	await expect(page.getByTestId('confirmation-number')).toHaveText(/^\d{8}$/)
	await page.waitForLoadState('networkidle')

	const weight = await transfers.total()
	const line = `whole booking, ${testInfo.project.name}: ${weight.kb} KB, headers ${weight.headersKb} of it (${Object.entries(weight.byType)
		.map(([type, kb]) => `${type} ${kb}`)
		.join(', ')})`
	console.log(line)
	const report = testInfo.outputPath('booking-weight.txt')
	const kinds = ['kind\trequests\tKB\tof it headers', ...weight.byKind].join('\n')
	console.log(kinds)
	await writeFile(report, `${line}\n\n${kinds}\n\nKB\theaders\ttype\taddress\n${weight.files.join('\n')}\n`)
	await testInfo.attach('booking-weight', { path: report, contentType: 'text/plain' })
	expect(weight.kb).toBeLessThan(WHOLE_BOOKING_KB[testInfo.project.name] ?? 200)
	// The hotel page's links, the review's (a document again after the card form), the
	// confirmation's hotel links: every booking step came with the first (it was 8 or 9).
	expect(weight.requestsOf('manifest')).toBeLessThanOrEqual(3)
})
