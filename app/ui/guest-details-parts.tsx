// The parts of the guest-details pages that only some guests see: a member's saved cards, the
// joining and member-number parts for a guest who is not signed in, travel insurance when it
// can be quoted, a points stay's figures, the welcome back. The server renders them from here;
// the client build takes guest-details-parts.browser.tsx instead (vite.config.ts), where each
// is a chunk of its own that the page fetches only when it shows that part, and hydrates then.
// Each use sits in a Suspense boundary, so the rest of the page hydrates without waiting.
export { JoinWhileBooking } from './join-while-booking.tsx'
export { RedemptionPanel } from './redemption-panel.tsx'
export { RememberedWelcome } from './remembered-welcome.tsx'
export { RewardsNumberField } from './rewards-number-field.tsx'
export { SavedCardChoice } from './saved-cards.tsx'
export { TravelInsuranceChoice } from './travel-insurance-choice.tsx'
