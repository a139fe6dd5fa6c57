/** The same server and credentials, another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The migrated database the test files clone theirs from. */
export function templateDatabaseUrl(url: string): string {
  return withDatabaseName(url, `${new URL(url).pathname.slice(1)}_template`);
}
