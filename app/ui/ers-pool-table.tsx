import type { ReactNode } from 'react'
import { useRateRulesTranslation } from './messages/rate-rules.ts'

type Attribute = { code: string; description: string }
type Pool = { code: string; name: string; attributes: Attribute[] }

/** A room pool's ERS attribute codes (spec 001 §3, category.code), each with its meaning. */
function ErsAttributeCodes({ attributes }: { attributes: Attribute[] }) {
	const { t } = useRateRulesTranslation()
	if (attributes.length === 0) return <>{t('ersPages.none')}</>
	return (
		<ul className="ers-codes">
			{attributes.map((attribute) => (
				<li key={attribute.code}>
					<code>{attribute.code}</code> {attribute.description}
				</li>
			))}
		</ul>
	)
}

/**
 * The ERS room pools with their attribute codes: the rate rules page lists a rate plan's
 * pools, the room pool page adds each pool's rates as a third column.
 */
export function ErsPoolTable<P extends Pool>({ pools, caption, rates }: { pools: P[]; caption?: string; rates?: (pool: P) => ReactNode }) {
	const { t } = useRateRulesTranslation()
	return (
		<table className="ers-table">
			{caption ? <caption>{caption}</caption> : null}
			<thead>
				<tr>
					<th scope="col">{t('ersPages.room')}</th>
					<th scope="col">{t('ersPages.attributes')}</th>
					{rates ? <th scope="col">{t('ersPages.rates')}</th> : null}
				</tr>
			</thead>
			<tbody>
				{pools.map((pool) => (
					<tr key={pool.code}>
						<th scope="row">
							{pool.name} <span className="ers-code">({pool.code})</span>
						</th>
						<td>
							<ErsAttributeCodes attributes={pool.attributes} />
						</td>
						{rates ? <td>{rates(pool)}</td> : null}
					</tr>
				))}
			</tbody>
		</table>
	)
}
