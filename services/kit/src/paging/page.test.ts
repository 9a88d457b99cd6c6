import { pageMeta, pageWindow } from './page';

describe('paging', () => {
  it('defaults to page 1 and the default limit', () => {
    expect(pageWindow(undefined, 20)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow({ page: 0, limit: 0 }, 10)).toEqual({ page: 1, limit: 10, offset: 0 });
  });

  it('caps the limit and computes the offset', () => {
    expect(pageWindow({ page: 3, limit: 500 }, 20, 100)).toEqual({ page: 3, limit: 100, offset: 200 });
  });

  it('answers currentPage, lastPage and total; an empty list has one page', () => {
    expect(pageMeta(pageWindow({ page: 2, limit: 10 }), 21)).toEqual({ currentPage: 2, lastPage: 3, total: 21 });
    expect(pageMeta(pageWindow({ page: 1, limit: 10 }), 0)).toEqual({ currentPage: 1, lastPage: 1, total: 0 });
  });
});
