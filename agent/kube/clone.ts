/** A deep copy of a stored Kubernetes object, as JSON would carry it (undefined fields dropped). */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
