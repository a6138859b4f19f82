// The one embedded PostgreSQL that reads users' PostgreSQL DDL imports (see codegen's PostgresSandbox): started
// at the first import (or warmed after start-up), stopped with the app.
import { PostgresSandbox } from '@modelsmith/codegen/node';

let shared: PostgresSandbox | null = null;

export function ddlSandbox(): PostgresSandbox {
  shared ??= new PostgresSandbox();
  return shared;
}

/** Stops the sandbox's worker (server shutdown, tests); the next import starts a new one. */
export async function closeDdlSandbox(): Promise<void> {
  const sandbox = shared;
  shared = null;
  await sandbox?.close();
}
