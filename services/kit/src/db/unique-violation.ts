/**
 * The constraint a unique-constraint violation (SQLSTATE 23505) names — from node-postgres or PGlite,
 * directly or wrapped by drizzle (as `cause`) — '' when the driver names none, null for any other
 * error. Use it to answer a lost race (two requests claiming the same e-mail at once) with the same
 * 409 a prior check gives.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationConstraint(error) !== null;
}
