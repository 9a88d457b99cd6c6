-- The audit log is append-only (decision 0065): an entry is inserted once and never changed or removed.
CREATE FUNCTION "audit"."refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % on %.% is refused', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit"."audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit"."refuse_audit_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit"."audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit"."refuse_audit_change"();
