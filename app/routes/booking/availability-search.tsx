// /reservation/availabilitySearch.mi: the same entry point as /reservation/availability.mi
// (spec 001 §2 names both), under its other name.
export { default, ErrorBoundary, loader, meta } from './availability.tsx'
