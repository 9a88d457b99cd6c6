/** A route's method and path as plain data (route-paths.ts, admin-route-paths.ts). */
export const get = <P extends string>(path: P) => ({ method: 'get', path }) as const;
export const post = <P extends string>(path: P) => ({ method: 'post', path }) as const;
export const put = <P extends string>(path: P) => ({ method: 'put', path }) as const;
export const patch = <P extends string>(path: P) => ({ method: 'patch', path }) as const;
export const del = <P extends string>(path: P) => ({ method: 'delete', path }) as const;
