/**
 * Schema versions, applied in order, each in its own transaction. `PRAGMA user_version` records the last one
 * applied; never edit a released migration, add a new one.
 */
export const migrations: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE api_keys (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE profiles (
        pk INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        id TEXT NOT NULL,
        update_requested INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (account_id, id)
      );
      CREATE TABLE scenes (
        id TEXT PRIMARY KEY,
        profile_pk INTEGER NOT NULL REFERENCES profiles(pk),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX scenes_profile ON scenes (profile_pk);
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        profile_pk INTEGER NOT NULL REFERENCES profiles(pk),
        scene_id TEXT NOT NULL REFERENCES scenes(id),
        batch_id TEXT NOT NULL,
        role TEXT NOT NULL,
        content TEXT NOT NULL,
        timestamp INTEGER NOT NULL,
        processed INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_pending ON messages (profile_pk, processed, id);
      CREATE INDEX messages_scene ON messages (scene_id, id);
      CREATE TABLE facts (
        id INTEGER PRIMARY KEY,
        profile_pk INTEGER NOT NULL REFERENCES profiles(pk),
        scene_id TEXT NOT NULL,
        message_id INTEGER NOT NULL REFERENCES messages(id),
        key TEXT,
        text TEXT NOT NULL,
        event_time INTEGER,
        date_text TEXT,
        timestamp INTEGER NOT NULL,
        superseded_by INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX facts_current ON facts (profile_pk, superseded_by);
      CREATE INDEX facts_key ON facts (profile_pk, key) WHERE key IS NOT NULL;
      CREATE TABLE idempotency_records (
        account_id TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, key)
      );
      CREATE INDEX idempotency_age ON idempotency_records (created_at);
    `,
  },
  {
    // Sentence vectors of user messages for semantic recall, one per message and model; kept with the messages so a
    // restart does not embed again.
    version: 2,
    sql: `
      CREATE TABLE message_vectors (
        message_id INTEGER PRIMARY KEY REFERENCES messages(id),
        profile_pk INTEGER NOT NULL REFERENCES profiles(pk),
        model TEXT NOT NULL,
        vector BLOB NOT NULL
      );
      CREATE INDEX message_vectors_profile ON message_vectors (profile_pk, model, message_id);
    `,
  },
  {
    // The current facts of one key are read for every keyed fact stored; without superseded_by in the index the
    // lookup scanned every superseded value of the key too (10,000 synthetic messages updated at ~1,000/s instead
    // of ~3,000/s, falling further with size).
    version: 3,
    sql: `
      CREATE INDEX facts_key_current ON facts (profile_pk, key, superseded_by) WHERE key IS NOT NULL;
    `,
  },
  {
    // Which earlier message a fact re-reads as corrected, so that the message's wrong words are not quoted.
    version: 4,
    sql: `
      ALTER TABLE facts ADD COLUMN corrects INTEGER;
    `,
  },
]
