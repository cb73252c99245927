/**
 * Remembers a pure function's answers by a string key, up to `limit` of them. When full it starts
 * over rather than tracking recency: the hot keys (the labels and photos of the pages being
 * served) are back within a few requests, and a plain Map keeps each lookup at one hash probe.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const remembered = new Map<string, V>();
  return (key) => {
    const known = remembered.get(key);
    if (known !== undefined || remembered.has(key)) return known as V;
    const value = compute(key);
    if (remembered.size >= limit) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}
