CREATE TABLE "demo_resets" (
	"name" text PRIMARY KEY NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
