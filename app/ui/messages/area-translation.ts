import { createContext, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from './areas.ts'

// The server renders with every area's messages (i18n.server.ts); it notes which areas a
// render used, and the document names them (message-areas.tsx), so the browser loads those
// and no others before it hydrates. The browser's side: area-translation.browser.ts, which
// the client build takes instead of this file (vite.config.ts).

/** The areas one server render used (entry.server.tsx provides a fresh set per request). */
export const UsedAreas = createContext<Set<Area> | null>(null)

/** useTranslation's t, for a component that shows an area's messages (`shown`: only when it does, as a refusal's). */
export function useAreaTranslation(area: Area, shown = true) {
	const used = useContext(UsedAreas)
	if (shown) used?.add(area)
	return useTranslation()
}

/** The areas used so far. */
export function useUsedAreas(): Area[] {
	return [...(useContext(UsedAreas) ?? [])].sort()
}
