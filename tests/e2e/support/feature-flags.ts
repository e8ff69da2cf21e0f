import type { FeatureFlagName } from '@meridian/upstream-contract/reference.ts'
import { OWN_SANDBOX_PORT, sandboxUrlOf } from './servers.ts'

/**
 * The platform's operators switch a feature flag (the sandbox's test control, README
 * "Feature flags"). Every test against that sandbox sees it, so switch flags only in an
 * `*.own-sandbox.spec.ts` journey (its server keeps flags for a second) and switch them
 * back; the app shows the switch once its kept flags expire: wait with expect.poll or
 * toPass, not a sleep.
 */
export async function switchFeatureFlag(name: FeatureFlagName, enabled: boolean, sandboxPort = OWN_SANDBOX_PORT) {
	const answer = await fetch(`${sandboxUrlOf(sandboxPort)}/sandbox/feature-flag`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ name, enabled }),
	})
	if (!answer.ok) throw new Error(`the sandbox did not switch ${name}: ${answer.status}`)
}
