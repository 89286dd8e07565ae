/** A JSON response with the reference service's error shape: `{ "error": { "code", "message" } }`. */
export function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status })
}
