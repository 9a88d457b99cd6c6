/** Paging of every list: `page` from 1, `limit` capped; answers `meta: { currentPage, lastPage, total }`. */
export interface PageMeta {
  currentPage: number;
  lastPage: number;
  total: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export function pageWindow(input: { page?: number; limit?: number } | undefined, defaultLimit = 20, maxLimit = 100): PageWindow {
  const page = Math.max(1, Math.floor(input?.page || 1));
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(input?.limit || defaultLimit)));
  return { page, limit, offset: (page - 1) * limit };
}

export function pageMeta(window: PageWindow, total: number): PageMeta {
  return { currentPage: window.page, lastPage: Math.max(1, Math.ceil(total / window.limit)), total };
}
