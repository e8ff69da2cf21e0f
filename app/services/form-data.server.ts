/**
 * The posted form, or a 400 when the body is not one (wrong content type, broken
 * multipart): a malformed request is the sender's mistake, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		throw new Response('The request body must be a form.', { status: 400, headers: { 'Content-Type': 'text/plain' } })
	}
}
