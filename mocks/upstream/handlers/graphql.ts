import { createHash, randomUUID } from 'node:crypto'
import { graphql, GraphQLError } from 'graphql'
import {
	CLIENT_NAME,
	GRAPHQL_PATH_PREFIX,
	HEADERS,
	MAX_SAVED_PROPERTIES,
	REMEMBER_ME_ACCESS_TYPE,
	UPSTREAM_ERROR_CODES,
} from '@meridian/upstream-contract/contract.ts'
import type { UpdateSavedPropertiesInput } from '@meridian/upstream-contract/customer.ts'
import type { LookupType } from '@meridian/upstream-contract/reference.ts'
import { GOLD_MEMBER_ACCESS_TOKEN, GOLD_MEMBER_REMEMBER_TOKEN, goldMember, type CustomerRecord } from '../fixtures/customer.ts'
import { properties } from '../fixtures/property.ts'
import { countries, featureFlags, statesByCountry } from '../fixtures/reference.ts'
import { searchHotels } from '../fixtures/search.ts'
import { upstreamSchema } from '../schema.ts'
import { mockState } from '../state.ts'
import { bookingRootFields, withBookingFields } from './booking-graph.ts'
import { cartRootFields } from './cart-graph.ts'
import { json, route } from './respond.ts'

// The data graph: persisted operations by hash, executed against the sandbox's schema
// with the fixtures as data, so an answer has exactly the fields the document asked for.

type GraphQLRequest = {
	operationName?: string
	variables?: Record<string, unknown>
	query?: string
	extensions?: { persistedQuery?: { version?: number; sha256Hash?: string } }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export const graphqlHandlers = [
	route('post', `${GRAPHQL_PATH_PREFIX}:operationName`, 'graphql', async ({ request, body, params }) => {
		const call = (body ?? {}) as GraphQLRequest
		if (call.operationName !== params.operationName) return badRequest('the path names another operation')
		const hash = call.extensions?.persistedQuery?.sha256Hash
		if (!hash) return badRequest('operations are persisted: send extensions.persistedQuery')
		if (call.query !== undefined) {
			if (sha256(call.query) !== hash) return badRequest('the document does not match its hash')
			mockState.documents.set(hash, call.query)
		}
		const document = mockState.documents.get(hash)
		if (!document) {
			return json({
				errors: [{ message: 'PersistedQueryNotFound', extensions: { code: UPSTREAM_ERROR_CODES.persistedQueryNotFound } }],
			})
		}
		if (request.headers.get(HEADERS.clientName) !== CLIENT_NAME) return badRequest('unknown client')
		const result = await graphql({
			schema: upstreamSchema,
			source: document,
			operationName: call.operationName,
			variableValues: call.variables,
			rootValue: dataGraph(viewerOf(request.headers)),
		})
		return json(result)
	}),
]

function badRequest(message: string) {
	return json({ errors: [{ message, extensions: { code: UPSTREAM_ERROR_CODES.badRequest } }] }, 400)
}

/** The member a request speaks for: its bearer token, read as remember-me when access-type says so. */
function viewerOf(headers: Headers): string | null {
	const token = headers.get(HEADERS.authorization)?.replace(/^Bearer /, '')
	if (!token) return null
	const rememberMe = headers.get(HEADERS.accessType) === REMEMBER_ME_ACCESS_TYPE
	const expected = rememberMe ? GOLD_MEMBER_REMEMBER_TOKEN : GOLD_MEMBER_ACCESS_TOKEN
	return token === expected ? goldMember.id : null
}

function unauthorized() {
	return new GraphQLError('customer data needs the customer’s token', {
		extensions: { code: UPSTREAM_ERROR_CODES.unauthorized },
	})
}

function dataGraph(viewer: string | null) {
	const customerFor = (id: string) => {
		if (viewer !== id) throw unauthorized()
		return mockState.customers.get(id) ?? null
	}
	return {
		...cartRootFields(viewer),
		...bookingRootFields(),
		property: ({ id }: { id: string }) => {
			const found = properties.find((property) => property.id === id.toUpperCase())
			return found ? withBookingFields(found) : null
		},
		customer: ({ id }: { id: string }) => customerFor(id),
		searchProperties: ({ destination, first }: { destination: string; first?: number | null }) =>
			searchHotels(destination, first ?? undefined),
		lookupsByType: ({ type, countryCode }: { type: LookupType; countryCode?: string }) =>
			type === 'COUNTRIES' ? countries : (statesByCountry[countryCode ?? ''] ?? []),
		featureFlags: ({ names }: { names: string[] }) => featureFlags.filter((flag) => names.includes(flag.name)),
		updateCustomerSavedProperties: ({ input }: { input: UpdateSavedPropertiesInput }) => {
			const customer = customerFor(input.id)
			if (!customer) throw new GraphQLError('no such customer', { extensions: { code: UPSTREAM_ERROR_CODES.notFound } })
			if (input.revisionToken !== customer.revisionToken) {
				return payload(409, UPSTREAM_ERROR_CODES.conflict, 'the saved hotels changed meanwhile', customer)
			}
			if (input.savedProperties.length > MAX_SAVED_PROPERTIES) {
				return payload(422, UPSTREAM_ERROR_CODES.limitExceeded, `at most ${MAX_SAVED_PROPERTIES} hotels`, customer)
			}
			customer.savedProperties = input.savedProperties.map(({ id }) => ({ id: id.toUpperCase() }))
			customer.revisionToken = `rev-${randomUUID()}`
			return payload(200, 'SUCCESS', null, customer)
		},
	}
}

function payload(httpStatus: number, code: string, error: string | null, customer: CustomerRecord) {
	const errors = error ? [{ message: error, field: 'savedProperties', id: null, details: null }] : []
	const { savedProperties, revisionToken } = customer
	return { status: [{ httpStatus, code, errors, warnings: [] }], savedProperties, revisionToken }
}
