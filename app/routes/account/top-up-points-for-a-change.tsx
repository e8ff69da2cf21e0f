import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { MODIFY_RATE_LIST_PATH } from '#app/models/modify-reservation.ts'
import { buyTopUp, topUpPage } from './top-up.server.ts'

// Buy points for a change to a reservation (spec 001 §2): the top-up page itself, coming
// back to the modify rate list after.
export const loader = ({ request, context }: LoaderFunctionArgs) => topUpPage(request, context, { back: MODIFY_RATE_LIST_PATH })
export const action = ({ request, context }: ActionFunctionArgs) => buyTopUp(request, context, { back: MODIFY_RATE_LIST_PATH })

export { default, meta, ErrorBoundary } from './top-up-points.tsx'
