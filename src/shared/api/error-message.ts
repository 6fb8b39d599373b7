/**
 * The text to show for a failed call or task: an Error's message (the server's message for an ApiError), else
 * `otherwise` (by default the thrown value as a string).
 */
export function errorMessage(error: unknown, otherwise: string = String(error)): string {
  return error instanceof Error ? error.message : otherwise;
}
