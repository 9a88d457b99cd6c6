/** The two roles of an account, as the web routes spell them. */
export type AccountRole = 'user' | 'helper';
