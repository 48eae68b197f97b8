import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/infra/db/schema.ts and committed; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/infra/db/schema.ts',
  out: './drizzle',
});
