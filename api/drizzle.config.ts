// drizzle-kit reads this to generate SQL migrations from the schema (offline): `npm run db:generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
