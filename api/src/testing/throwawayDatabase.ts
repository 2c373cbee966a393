// A fresh PostgreSQL database per test app, created through TEST_DATABASE_URL's server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  // Only [a-z0-9_]: the name is interpolated into CREATE/DROP DATABASE, which take no parameters.
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
