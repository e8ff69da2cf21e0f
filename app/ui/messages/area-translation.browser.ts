import { createContext } from 'react'
import type { Area } from './areas.ts'
import { areaIsLoaded, loadArea, loadedAreas, useTranslation } from './browser-translation.ts'

// The browser's area-translation.ts (vite.config.ts swaps it in): the areas the document
// names are in the store before hydration (entry.client.tsx); one a page reached later in
// the browser needs is fetched first, the render suspended meanwhile (navigations are
// transitions, so the page on screen stays until it is there).

export const UsedAreas = createContext<Set<Area> | null>(null)

export function useAreaTranslation(area: Area, shown = true) {
	const translation = useTranslation()
	const { language } = translation.i18n
	if (shown && !areaIsLoaded(language, area)) throw loadArea(language, area)
	return translation
}

/** What the document named: the areas loaded before hydration, and since. */
export const useUsedAreas = (): Area[] => loadedAreas(useTranslation().i18n.language)
