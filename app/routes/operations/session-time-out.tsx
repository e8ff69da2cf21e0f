// The spec's second address for the same page (spec 000 §2).
export { default, ErrorBoundary, loader, meta } from './session-timed-out.tsx'
