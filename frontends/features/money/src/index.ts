/**
 * @helpwire/money: the money panels of the signed-in areas — transactions (transactions/), the tab
 * of short calls (TabNotice) and the storage plan (subscriptions/). Its own Module Federation singleton, never loaded by `/`.
 */
export * from './transactions/texts';
export * from './transactions/money-api';
export * from './transactions/TransactionsPanel';
export * from './transactions/TabNotice';
// Storage subscriptions (decision 0085): the Subscribed Plan page's parts.
export * from './subscriptions/SubscribedPlan';
