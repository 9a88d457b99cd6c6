/**
 * @helpwire/signed-in: the stateless helpers only signed-in screens use, kept out of `/`: the
 * categories by slug (names, rates), the call-duration format and multipart uploads with progress.
 * Not a shared singleton: each app bundles what it imports; state stays in @helpwire/web-core
 * (decision 0039).
 */
export { useCategoryIndex, type CallInfo } from './category-index';
export { formatDuration } from './call-duration';
export { postMultipart, type MultipartOptions } from './multipart-post';
