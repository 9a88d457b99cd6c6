// The build-time renderer's stand-in for the federation runtime (rspack.prerender.config.mjs aliases
// `@module-federation/enhanced/runtime` to it): the public remote's page list is bundled with the
// renderer instead of fetched, and no other remote is asked (the pre-rendered pages are public).
export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  // The public remote's ./pages module itself (an alias of the renderer's build: prerender-config.mjs).
  if (id === 'hw_public/pages') return (await import('hw_public/pages')) as T;
  throw new Error(`${id} is not pre-rendered`);
}
