import { lazy } from 'react'

// The browser's guest-details-parts.tsx (it says why).

export const JoinWhileBooking = lazy(() => import('./join-while-booking.tsx').then((module) => ({ default: module.JoinWhileBooking })))
export const RedemptionPanel = lazy(() => import('./redemption-panel.tsx').then((module) => ({ default: module.RedemptionPanel })))
export const RememberedWelcome = lazy(() => import('./remembered-welcome.tsx').then((module) => ({ default: module.RememberedWelcome })))
export const RewardsNumberField = lazy(() => import('./rewards-number-field.tsx').then((module) => ({ default: module.RewardsNumberField })))
export const SavedCardChoice = lazy(() => import('./saved-cards.tsx').then((module) => ({ default: module.SavedCardChoice })))
export const TravelInsuranceChoice = lazy(() => import('./travel-insurance-choice.tsx').then((module) => ({ default: module.TravelInsuranceChoice })))
