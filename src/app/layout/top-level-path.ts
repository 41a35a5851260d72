/** The first segment of a path as a top-level path: "/sales-2024/quick-wins" -> "/sales-2024". */
export function topLevelPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first ? `/${first}` : '/';
}
