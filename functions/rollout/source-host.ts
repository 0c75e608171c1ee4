/** The host a source URL pulls from (`oci://registry.example.com/charts` -> `registry.example.com`), for the per-host cap. */
export function sourceHostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}
