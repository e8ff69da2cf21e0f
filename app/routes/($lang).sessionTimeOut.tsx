// The spec's second address for the same page (spec 000 §2).
export { default, ErrorBoundary, loader, meta } from './($lang).sessionTimedOut[.]mi.tsx'
