// The public remote's ./pages module, which the build-time renderer bundles (prerender-config.mjs aliases it).
declare module 'hw_public/pages' {
  import type { RemotePages } from '@helpwire/web-core';

  const pages: RemotePages;
  export default pages;
}
