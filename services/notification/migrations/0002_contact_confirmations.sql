CREATE TABLE "notification"."contact_confirmations" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
