import { useEffect, useRef } from 'react'

/** The form's errors at the top, taking focus when they arrive so they are read first. */
export function ErrorSummary({ messages, id }: { messages: string[]; id: string }) {
	const ref = useRef<HTMLDivElement>(null)
	const text = messages.join(' ')
	useEffect(() => {
		if (text) ref.current?.focus()
	}, [text])
	if (!messages.length) return null
	return (
		<div ref={ref} id={id} className="error-summary error-sev1" role="alert" tabIndex={-1}>
			{messages.map((message) => (
				<p key={message}>{message}</p>
			))}
		</div>
	)
}
