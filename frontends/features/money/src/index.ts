/**
 * @helpwire/money: the money panels of the signed-in areas — transactions (transactions/) and the
 * tab of short calls (TabNotice). Its own Module Federation singleton, never loaded by `/`.
 */
export * from './transactions/texts';
export * from './transactions/money-api';
export * from './transactions/TransactionsPanel';
export * from './transactions/TabNotice';
