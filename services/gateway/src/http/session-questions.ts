/** The claims a session check names: the token's id, its account and its role. */
interface SessionClaims {
  tokenId: string;
  userId: string;
  role: string;
}

/**
 * Splits session checks into questions auth can answer without ambiguity. CheckSessions answers
 * with the ids of the active tokens, so one question must not name a token id twice with different
 * claims: a token re-signed with another account or role beside the genuine one would share the
 * genuine one's answer. Such a pair goes into two questions; each question names at most
 * `perQuestion` token ids.
 */
export function sessionQuestions<T extends { token: SessionClaims }>(entries: readonly T[], perQuestion: number): T[][] {
  const questions: { claims: Map<string, string>; entries: T[] }[] = [];
  for (const entry of entries) {
    const { tokenId, userId, role } = entry.token;
    const claims = `${userId} ${role}`;
    const question = questions.find((q) => (q.claims.has(tokenId) ? q.claims.get(tokenId) === claims : q.claims.size < perQuestion));
    if (question) {
      question.claims.set(tokenId, claims);
      question.entries.push(entry);
    } else questions.push({ claims: new Map([[tokenId, claims]]), entries: [entry] });
  }
  return questions.map((question) => question.entries);
}

/** The sessions a question names, each token id once (they carry the same claims within a question). */
export function namedSessions<S extends SessionClaims>(tokens: readonly S[]): S[] {
  return [...new Map(tokens.map((token) => [token.tokenId, token])).values()];
}
