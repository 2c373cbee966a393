// Where the admin API lives, and which request paths count as its, however they are spelled: the router is case
// sensitive and keeps double slashes, so `/API/ADMIN/operators` or `//api/admin/operators` match no admin route, and
// must still not be treated as a public path (no public CORS, no answer but "sign in first").
export const ADMIN_PREFIX = '/api/admin';

/** The path as a lenient server or proxy might read it: decoded, lower case, slashes collapsed. */
function normalisedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the path as it was sent.
  }
  return decoded.toLowerCase().replace(/[\\/]+/g, '/');
}

export const isAdminPath = (url: string) => /^\/api\/admin(?:[/.;]|$)/.test(normalisedPath(url));
