// The reservation lookup overlay (spec 001 §2 /resLookupOverlay.mi): the lookup page
// itself, for a frame of this site's own pages (server/frame-policy.ts); a match goes on
// to the upcoming-reservation page, which may sit in the same frame.
export { loader, action, headers, meta, ErrorBoundary, default } from '../reservations/lookup.tsx'
