/**
 * @helpwire/ui: Helpwire's design system — the tokens, base styles and generic components every
 * app and feature draws with. Components and styles only: no API calls, no domain screens, no call
 * or socket library (state and clients are @helpwire/web-core; screens live in frontends/features).
 */
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

export * from './ui/Button';
export * from './ui/Pager';
export * from './ui/ListStates';
export * from './ui/Card';
export * from './ui/Panel';
export * from './ui/Skeleton';
export * from './ui/Picture';
export * from './ui/EmptyState';
export * from './ui/Toaster';
export * from './ui/Modal';
export * from './ui/TextField';
export * from './ui/use-dialog-focus';
