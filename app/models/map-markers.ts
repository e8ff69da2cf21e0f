// Spec 000 §9: a map's markers are added in batches of 10, so a long result list does not
// hold the page while every marker is placed. A list of places becomes its batches here.

export const MAP_MARKER_BATCH_SIZE = 10

export function markerBatches<Marker>(markers: readonly Marker[], size = MAP_MARKER_BATCH_SIZE): Marker[][] {
	const batches: Marker[][] = []
	for (let start = 0; start < markers.length; start += size) batches.push(markers.slice(start, start + size))
	return batches
}
