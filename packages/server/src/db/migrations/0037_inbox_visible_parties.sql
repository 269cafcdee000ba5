DROP INDEX "conversation_parties_list_idx";--> statement-breakpoint
ALTER TABLE "conversation_parties" ADD COLUMN "visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_parties_list_idx" ON "conversation_parties" USING btree ("party_kind","party_id","archived","visible","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
-- `conversation_parties.visible` (issue 19, docs/decisions.md 74): the conversation exists for
-- this side, because it holds a message this side may see: one that is not shadowed, or one this
-- side sent. The conversation list reads it instead of looking for such a message per row. The
-- database keeps it in the writing transaction, whoever writes: a new side row, new messages,
-- a message whose shadow, sender or conversation changes, deleted messages.
CREATE FUNCTION "conversation_party_visible"(conversation text, kind text, party text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM messages v
    WHERE v.conversation_id = conversation
      AND (NOT v.shadowed OR (v.sender_kind = kind AND v.sender_id = party)));
$$;--> statement-breakpoint
-- The sides of these conversations: `visible` as their messages are now, written where it differs.
CREATE FUNCTION "conversation_parties_refresh_visible"(conversation_ids text[])
RETURNS void LANGUAGE sql AS $$
  UPDATE conversation_parties s
  SET visible = conversation_party_visible(s.conversation_id, s.party_kind, s.party_id)
  WHERE s.conversation_id = ANY(conversation_ids)
    -- Not the sides of a conversation being deleted (its messages go with it).
    AND EXISTS (SELECT 1 FROM conversations c WHERE c.id = s.conversation_id)
    AND s.visible IS DISTINCT FROM conversation_party_visible(s.conversation_id, s.party_kind, s.party_id);
$$;--> statement-breakpoint
CREATE FUNCTION "conversation_parties_set_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.visible := conversation_party_visible(NEW.conversation_id, NEW.party_kind, NEW.party_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "conversation_parties_visible"
BEFORE INSERT OR UPDATE OF conversation_id, party_kind, party_id, visible ON conversation_parties
FOR EACH ROW EXECUTE FUNCTION conversation_parties_set_visible();--> statement-breakpoint
-- New messages only ever make a side see its conversation (one statement: a seed of many is
-- one update).
CREATE FUNCTION "messages_visible_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_parties s SET visible = true
  WHERE NOT s.visible
    AND s.conversation_id IN (SELECT added.conversation_id FROM added)
    AND EXISTS (
      SELECT 1 FROM added v
      WHERE v.conversation_id = s.conversation_id
        AND (NOT v.shadowed OR (v.sender_kind = s.party_kind AND v.sender_id = s.party_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_visible_insert"
AFTER INSERT ON messages REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION messages_visible_on_insert();--> statement-breakpoint
-- A message shadowed or unshadowed, given another sender or moved: both conversations again.
CREATE FUNCTION "messages_visible_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversation_parties_refresh_visible(ARRAY[OLD.conversation_id, NEW.conversation_id]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_visible_update"
AFTER UPDATE OF shadowed, sender_kind, sender_id, conversation_id ON messages
FOR EACH ROW
WHEN (OLD.shadowed IS DISTINCT FROM NEW.shadowed OR OLD.sender_kind IS DISTINCT FROM NEW.sender_kind
  OR OLD.sender_id IS DISTINCT FROM NEW.sender_id
  OR OLD.conversation_id IS DISTINCT FROM NEW.conversation_id)
EXECUTE FUNCTION messages_visible_on_update();--> statement-breakpoint
CREATE FUNCTION "messages_visible_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversation_parties_refresh_visible(
    ARRAY(SELECT DISTINCT removed.conversation_id FROM removed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_visible_delete"
AFTER DELETE ON messages REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION messages_visible_on_delete();--> statement-breakpoint
-- What the conversations hold today.
UPDATE conversation_parties s
SET visible = conversation_party_visible(s.conversation_id, s.party_kind, s.party_id);
