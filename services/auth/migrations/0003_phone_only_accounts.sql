ALTER TABLE "auth"."accounts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD CONSTRAINT "accounts_contact_present" CHECK ("auth"."accounts"."email" is not null or "auth"."accounts"."phone" is not null);--> statement-breakpoint
-- Phones in E.164 (decision 0060): "+" and digits, a leading 00 read as the "+". Where two stored
-- spellings meet in one number, the older account gets it and the other keeps its spelling.
WITH "normalized" AS (
  SELECT DISTINCT ON ("e164") "id", "e164"
  FROM (
    SELECT "id", "created_at", '+' || regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^00', '') AS "e164"
    FROM "auth"."accounts"
    WHERE "phone" IS NOT NULL
  ) AS "spelled"
  ORDER BY "e164", "created_at"
)
UPDATE "auth"."accounts" AS "a" SET "phone" = "n"."e164"
FROM "normalized" AS "n"
WHERE "a"."id" = "n"."id" AND "a"."phone" <> "n"."e164"
  AND NOT EXISTS (SELECT 1 FROM "auth"."accounts" AS "b" WHERE "b"."phone" = "n"."e164");
