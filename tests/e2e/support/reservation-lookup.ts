import type { Page } from '@playwright/test'
import { submitAndSettle } from './sign-in.ts'

/** Finds a reservation by the lookup form, as a guest would. */
export async function lookUp(page: Page, stay: { confirmationNumber: string; lastName: string; checkInDate: string }) {
	await page.goto('/reservation/lookupReservation.mi')
	await page.getByLabel('Confirmation number').fill(stay.confirmationNumber)
	await page.getByLabel('Last name').fill(stay.lastName)
	await page.getByLabel('Check-in date').fill(stay.checkInDate)
	await submitAndSettle(page, page.getByRole('button', { name: 'Find reservation' }))
}
