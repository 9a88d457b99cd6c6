/**
 * @helpwire/help: the help centre of each signed-in role — its articles (texts en and ar, figures
 * from the product's rules), the FAQ and tutorials, one search over them, and a message to support.
 * Each app bundles what it imports (no module state).
 */
export { HelpCentrePage, type HelpCentrePageProps } from './HelpCentrePage';
export type { HelpRole } from './articles';
