import type { SubmissionResult } from '@conform-to/react'
import type { ComponentProps } from 'react'
import { SignInOverlayReporter } from './sign-in-overlay-reporter.tsx'
import { SignInScreen } from './sign-in-screen.tsx'

type Props = {
	data: ComponentProps<typeof SignInScreen>['data']
	lastResult?: SubmissionResult<string[]> | null
}

/**
 * The sign-in overlay, meant to sit in a frame (spec 000 §2): the sign-in screen, whose
 * form and links move the whole page, telling the page around it how tall it is.
 */
export function SignInOverlayPage({ data, lastResult }: Props) {
	return (
		// The page around the frame looks for this mark to tell the overlay from an error page.
		<div className="sign-in-overlay" data-sign-in-overlay="">
			<SignInScreen data={data} lastResult={lastResult} />
			<SignInOverlayReporter />
		</div>
	)
}
