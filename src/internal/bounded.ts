// Shared by the client, the engine, the adapters and the service: Web-standard only (no node: imports).

/**
 * Makes room for `key` as the newest entry of an insertion-ordered Map or Set bounded to `limit` entries: removes
 * `key` where it stands, then the oldest entries until fewer than `limit` remain. The caller then sets or adds `key`,
 * which goes to the end. Used by every bounded memo, cache and "recently seen" set, so all evict the same way.
 */
export function makeRoomFor<K>(collection: Map<K, unknown> | Set<K>, key: K, limit: number): void {
  collection.delete(key)
  for (const oldest of collection.keys()) {
    if (collection.size < limit) break
    collection.delete(oldest)
  }
}
