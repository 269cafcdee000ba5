CREATE INDEX "users_musicians_newest_idx" ON "users" USING btree ("created_at","id") WHERE "users"."type" = 'musician';--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "profiles_instruments_idx" ON "profiles" USING gin ("instruments");--> statement-breakpoint
CREATE INDEX "pages_directory_newest_idx" ON "pages" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "pages_genres_idx" ON "pages" USING gin ("genres");