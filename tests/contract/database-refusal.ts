/** What the database answered a statement: its refusal's text (drizzle wraps it as the cause), or "accepted". */
export async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
}
