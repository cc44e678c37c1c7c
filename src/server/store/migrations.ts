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
  {
    version: 2,
    description:
      "statuses failed and spam; the address's key, stored bytes, next attempt, failure and alert times; " +
      "settings (the references' key); quotas count stored leads, so rate_hits goes",
    // SQLite cannot change a CHECK: the table is rebuilt, its AUTOINCREMENT counter carried over so that no
    // number (and so no reference) is ever given twice.
    sqlite: `
      CREATE TABLE leads_v2 (
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
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
        mailed_at INTEGER,
        webhooked_at INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        claimed_until INTEGER,
        retry_after INTEGER,
        address_key TEXT,
        stored_bytes INTEGER NOT NULL DEFAULT 0,
        failed_at INTEGER,
        alerted_at INTEGER
      );
      INSERT INTO leads_v2 (id, reference, idempotency_key, kind, created_at, fields, page_url, consent_accepted,
        consent_at, policy_version, attachment_name, attachment_type, attachment_size, attachment, status,
        mailed_at, webhooked_at, attempts, last_error, claimed_until, retry_after, stored_bytes)
      SELECT id, reference, idempotency_key, kind, created_at, fields, page_url, consent_accepted, consent_at,
        policy_version, attachment_name, attachment_type, attachment_size, attachment, status, mailed_at,
        webhooked_at, attempts, last_error, claimed_until, retry_after,
        length(CAST(fields AS BLOB)) + coalesce(attachment_size, 0)
      FROM leads;
      DELETE FROM sqlite_sequence WHERE name = 'leads_v2';
      INSERT INTO sqlite_sequence (name, seq) SELECT 'leads_v2', seq FROM sqlite_sequence WHERE name = 'leads';
      DROP TABLE leads;
      ALTER TABLE leads_v2 RENAME TO leads;
      CREATE INDEX leads_pending ON leads (status, id);
      CREATE INDEX leads_created ON leads (created_at);
      CREATE INDEX leads_address ON leads (address_key, created_at);
      DROP TABLE rate_hits;
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
    postgres: `
      ALTER TABLE leads DROP CONSTRAINT leads_status_check;
      ALTER TABLE leads ADD CONSTRAINT leads_status_check
        CHECK (status IN ('pending', 'delivered', 'failed', 'spam'));
      ALTER TABLE leads ADD COLUMN address_key TEXT, ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0,
        ADD COLUMN failed_at TIMESTAMPTZ, ADD COLUMN alerted_at TIMESTAMPTZ;
      UPDATE leads SET stored_bytes = octet_length(fields::text) + coalesce(attachment_size, 0);
      CREATE INDEX leads_address ON leads (address_key, created_at);
      DROP TABLE rate_hits;
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 3,
    description: "refused uploads, counted against their address's quota as a stored lead is",
    sqlite: `
      CREATE TABLE refused_uploads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        address_key TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE INDEX refused_uploads_address ON refused_uploads (address_key, created_at);
    `,
    postgres: `
      CREATE TABLE refused_uploads (
        id BIGSERIAL PRIMARY KEY,
        address_key TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE INDEX refused_uploads_address ON refused_uploads (address_key, created_at);
    `,
  },
]
