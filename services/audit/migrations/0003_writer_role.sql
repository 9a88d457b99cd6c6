-- The audit service's own database role (decision 0083): it may add entries and read them, never
-- change or remove one, nor touch the table's triggers (only the owner can). The service writes and
-- reads the log through a login role granted it (AUDIT_WRITER_DATABASE_URL); the owner (DATABASE_URL)
-- only migrates. Roles belong to the whole server: the role is made once, by whichever database's
-- migration comes first. Where roles cannot be made (a database user without CREATEROLE) the
-- migration says so and the append-only trigger alone guards the log; the embedded PGlite makes the
-- role but has one connection, its owner's, so the service cannot log in as it there.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'helpwire_audit_writer') THEN
    BEGIN
      CREATE ROLE helpwire_audit_writer NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  GRANT USAGE ON SCHEMA audit TO helpwire_audit_writer;
  GRANT SELECT, INSERT ON audit.audit_entries TO helpwire_audit_writer;
  GRANT SELECT, INSERT ON audit.processed_events TO helpwire_audit_writer;
EXCEPTION
  WHEN insufficient_privilege OR feature_not_supported THEN
    RAISE NOTICE 'helpwire_audit_writer not made (%): the audit service writes as the owner; the append-only trigger still refuses changes', SQLERRM;
END;
$$;
