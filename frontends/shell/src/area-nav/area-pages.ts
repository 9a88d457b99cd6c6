import { HELPER_PAGES, USER_PAGES } from '@helpwire/ui';

/**
 * The pages a signed-in role moves between (spec §2), in the spec's order: the sidebar and the
 * dashboard drawer list these. /user is the user dashboard under another name and /helper the
 * helper's home (reached by the logo and Home), so neither is listed twice.
 */
export function areaPages(helper: boolean): readonly [path: string, titleKey: string][] {
  return (helper ? HELPER_PAGES : USER_PAGES).filter(([path]) => path !== '/user' && path !== '/helper');
}
