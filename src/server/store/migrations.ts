/**
 * The store's schema, as versioned migrations: each runs once, in order, at start, inside a transaction that
 * also records its version. Never edit a released migration; add the next one.
 */
export interface Migration {
  version: number
  description: string
  sqlite: string
  postgres: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: "leads with their consent, attachment and delivery state; rate-limit hits",
    sqlite: `
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        reference TEXT UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        fields TEXT NOT NULL,
        page_url TEXT NOT NULL,
        consent_accepted INTEGER NOT NULL CHECK (consent_accepted = 1),
        consent_at INTEGER NOT NULL,
        policy_version TEXT NOT NULL,
        attachment_name TEXT,
        attachment_type TEXT,
        attachment_size INTEGER,
        attachment BLOB,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
        mailed_at INTEGER,
        webhooked_at INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        claimed_until INTEGER,
        retry_after INTEGER
      );
      CREATE INDEX leads_pending ON leads (status, id);
      CREATE INDEX leads_created ON leads (created_at);
      CREATE TABLE rate_hits (address TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX rate_hits_address ON rate_hits (address, at);
    `,
    postgres: `
      CREATE SEQUENCE lead_number;
      CREATE TABLE leads (
        id BIGINT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        fields JSONB NOT NULL,
        page_url TEXT NOT NULL,
        consent_accepted BOOLEAN NOT NULL CHECK (consent_accepted),
        consent_at TIMESTAMPTZ NOT NULL,
        policy_version TEXT NOT NULL,
        attachment_name TEXT,
        attachment_type TEXT,
        attachment_size INTEGER,
        attachment BYTEA,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
        mailed_at TIMESTAMPTZ,
        webhooked_at TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        claimed_until TIMESTAMPTZ,
        retry_after TIMESTAMPTZ
      );
      CREATE INDEX leads_pending ON leads (status, id);
      CREATE INDEX leads_created ON leads (created_at);
      CREATE TABLE rate_hits (address TEXT NOT NULL, at TIMESTAMPTZ NOT NULL);
      CREATE INDEX rate_hits_address ON rate_hits (address, at);
    `,
  },
]
