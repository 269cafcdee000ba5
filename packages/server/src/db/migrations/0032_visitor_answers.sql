-- Visitor answers (issue 19, docs/decisions.md 70): every server keeps the answers of the public
-- lists it gave visitors for a few seconds, and drops them all when the data they are made of
-- changes. A statement-level trigger on each table a visitor answer may read tells every server
-- through NOTIFY: PostgreSQL delivers it once the writing transaction commits, once per
-- transaction and table. Tables no visitor answer reads (private or high-churn) are left out;
-- platform/answers/visitor-answers.integration.test.ts keeps the two lists in step, so that a
-- new table has to be placed on one of them.
CREATE FUNCTION "notify_visitor_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('visitor_answers', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOR table_name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN (
        'account_codes', 'admin_audit_log', 'bookmarks', 'contact_ad_match_notices',
        'conversation_parties', 'conversations', 'digest_items', 'external_identities',
        'message_attachments', 'messages', 'notifications', 'oidc_flows', 'qr_login_challenges',
        'rate_limit_hits', 'recovery_codes', 'sessions')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER notify_visitor_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_visitor_answers()',
      table_name);
  END LOOP;
END;
$$;
