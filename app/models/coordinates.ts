// Map coordinates (spec 000 §3, §9): hotels publish WGS84, except mainland China's (CNY),
// which publish GCJ02; HKD, MOP and TWD hotels are WGS84. Baidu's maps read BD09, an
// offset of GCJ02, so a China hotel's Baidu link converts its coordinates first. The
// conversions are the published formulas (the GCJ02 offset applies inside China only).

export type CoordinateSystem = 'WGS84' | 'GCJ02' | 'BD09'
export type LatLng = { latitude: number; longitude: number }

/** Spec 000 §9: CNY hotels use GCJ02 coordinates; HKD, MOP and TWD (and all others) WGS84. */
export function coordinateSystemOf(currency: string): 'GCJ02' | 'WGS84' {
	return currency.toUpperCase() === 'CNY' ? 'GCJ02' : 'WGS84'
}

const A = 6378245.0
const EE = 0.006693421622965943
const X_PI = (Math.PI * 3000.0) / 180.0

function outsideChina({ latitude, longitude }: LatLng): boolean {
	return longitude < 72.004 || longitude > 137.8347 || latitude < 0.8293 || latitude > 55.8271
}

function offsetLatitude(x: number, y: number): number {
	let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
	ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
	ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
	ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
	return ret
}

function offsetLongitude(x: number, y: number): number {
	let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
	ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
	ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
	ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
	return ret
}

export function wgs84ToGcj02(point: LatLng): LatLng {
	if (outsideChina(point)) return point
	const { latitude, longitude } = point
	let dLat = offsetLatitude(longitude - 105.0, latitude - 35.0)
	let dLng = offsetLongitude(longitude - 105.0, latitude - 35.0)
	const radLat = (latitude / 180.0) * Math.PI
	let magic = Math.sin(radLat)
	magic = 1 - EE * magic * magic
	const sqrtMagic = Math.sqrt(magic)
	dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
	dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
	return { latitude: latitude + dLat, longitude: longitude + dLng }
}

export function gcj02ToBd09({ latitude, longitude }: LatLng): LatLng {
	const z = Math.sqrt(longitude * longitude + latitude * latitude) + 0.00002 * Math.sin(latitude * X_PI)
	const theta = Math.atan2(latitude, longitude) + 0.000003 * Math.cos(longitude * X_PI)
	return { latitude: z * Math.sin(theta) + 0.006, longitude: z * Math.cos(theta) + 0.0065 }
}

/** A point in BD09 from the system its hotel publishes. */
export function toBd09(point: LatLng, from: CoordinateSystem): LatLng {
	if (from === 'BD09') return point
	return gcj02ToBd09(from === 'GCJ02' ? point : wgs84ToGcj02(point))
}

const rounded = (value: number) => Math.round(value * 1e6) / 1e6

/** Baidu's map at the hotel (BD09), offered for hotels that publish GCJ02 (mainland China). */
export function baiduMapUrl(point: LatLng, from: CoordinateSystem, title: string): string {
	const { latitude, longitude } = toBd09(point, from)
	const params = new URLSearchParams({ location: `${rounded(latitude)},${rounded(longitude)}`, title, content: title, output: 'html', coord_type: 'bd09ll' })
	return `https://api.map.baidu.com/marker?${params}`
}
