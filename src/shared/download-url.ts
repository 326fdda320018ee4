/** Where a stored file is fetched: the same address for the web app and the server-rendered guest page. */
export function downloadUrl(fileName: string): string {
  return `/rest/api/public/download?filename=${encodeURIComponent(fileName)}`;
}
