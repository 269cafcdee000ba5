CREATE TABLE "conversation_parties" (
	"conversation_id" text NOT NULL,
	"party_kind" text NOT NULL,
	"party_id" text NOT NULL,
	"last_read_message_id" text,
	"last_read_at" timestamp (3) with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_parties_conversation_id_party_kind_party_id_pk" PRIMARY KEY("conversation_id","party_kind","party_id"),
	CONSTRAINT "conversation_parties_kind_check" CHECK ("conversation_parties"."party_kind" in ('user', 'page'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"party_a_kind" text NOT NULL,
	"party_a_id" text NOT NULL,
	"party_b_kind" text NOT NULL,
	"party_b_id" text NOT NULL,
	"context_kind" text,
	"context_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_party_a_kind_check" CHECK ("conversations"."party_a_kind" in ('user', 'page')),
	CONSTRAINT "conversations_party_b_kind_check" CHECK ("conversations"."party_b_kind" in ('user', 'page')),
	CONSTRAINT "conversations_context_kind_check" CHECK ("conversations"."context_kind" in ('booking', 'application', 'page')),
	CONSTRAINT "conversations_parties_ordered" CHECK (("conversations"."party_a_kind" || ':' || "conversations"."party_a_id") < ("conversations"."party_b_kind" || ':' || "conversations"."party_b_id")),
	CONSTRAINT "conversations_context_whole" CHECK (("conversations"."context_kind" is null) = ("conversations"."context_id" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_id" text NOT NULL,
	"author_user_id" text,
	"text" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_kind_check" CHECK ("messages"."sender_kind" in ('user', 'page')),
	CONSTRAINT "messages_text_or_deleted" CHECK (("messages"."text" is null) = ("messages"."deleted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "conversation_parties" ADD CONSTRAINT "conversation_parties_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_parties_list_idx" ON "conversation_parties" USING btree ("party_id","archived","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree ("party_a_kind","party_a_id","party_b_kind","party_b_id",coalesce("context_kind", ''),coalesce("context_id", ''));--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_user_id");