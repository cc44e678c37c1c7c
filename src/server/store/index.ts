import type { LeadsConfig } from "../config"
import { DEFAULT_DB_POOL_SIZE } from "../config"
import { openPostgresStore } from "./postgres"
import { openSqliteStore } from "./sqlite"
import type { LeadStore } from "./types"

export type { LeadStore } from "./types"

/** PostgreSQL when DATABASE_URL is set, SQLite in the data folder otherwise. Migrations run on opening. */
export async function openStore(
  config: Pick<LeadsConfig, "databaseUrl" | "dataDir"> & Partial<Pick<LeadsConfig, "dbPoolSize">>,
): Promise<LeadStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, config.dbPoolSize ?? DEFAULT_DB_POOL_SIZE)
    : openSqliteStore(config.dataDir)
}

const SHARED_STORES = Symbol.for("vigia.leads.stores")
type StoreCache = Map<string, Promise<LeadStore>>

/**
 * The store of this process, opened once. Gatsby re-evaluates a function's bundle on every request, so
 * module variables do not last; the open store is kept on globalThis, keyed by where it points.
 */
export function sharedStore(config: Pick<LeadsConfig, "databaseUrl" | "dataDir">): Promise<LeadStore> {
  const holder = globalThis as unknown as Record<symbol, StoreCache | undefined>
  const cache = (holder[SHARED_STORES] ??= new Map())
  const key = config.databaseUrl ?? `sqlite:${config.dataDir}`
  let store = cache.get(key)
  if (!store) {
    store = openStore(config)
    // A failed opening (database down) is tried again on the next request.
    store.catch(() => cache.delete(key))
    cache.set(key, store)
  }
  return store
}
