import { graph } from '@meridian/sandbox/http/graph/testing.ts'
import { SANDBOX_PORT, sandboxUrlOf } from './servers.ts'

// Members of a test's own, joined straight at the sandbox (as the join page will), for
// journeys that change an account (its password) and so cannot share a seeded one.

const JOIN = `mutation PhoenixBookJoinNow($input: JoinNowInput!) { joinNow(input: $input) { status { code } memberNumber } }`

export async function joinMember(member: { email: string; password: string; smsPhone?: string }, sandboxPort = SANDBOX_PORT): Promise<string> {
	const input = {
		givenName: 'Robin',
		surname: 'Tester',
		email: member.email,
		password: member.password,
		passwordEncrypted: false,
		countryCode: 'US',
		smsPhone: member.smsPhone ?? null,
	}
	const answer = await graph(sandboxUrlOf(sandboxPort), JOIN, { input })
	const payload = answer.body.data?.joinNow
	if (payload?.status?.[0]?.code !== 'SUCCESS') throw new Error(`the sandbox did not join ${member.email}: ${JSON.stringify(answer.body)}`)
	return payload.memberNumber as string
}
