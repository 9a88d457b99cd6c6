// Loaded only through LazyAfterCallLayer (a dynamic import): the calls feature stays out of `/`.
export { AfterCallLayer } from '@helpwire/calls';
