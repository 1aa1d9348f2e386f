/*
 * What the database holds, read outside the app: SQLite opened read-only, PostgreSQL with a client of its own.
 * The crash test compares it with what the server had confirmed to its clients.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseTarget } from '../../bench/lib/database-target.js';

export interface StoredAnswer {
  sessionId: string;
  itemId: string;
  answer: string[];
}

export interface StoredSession {
  id: string;
  status: string;
  answered: number;
  currentItemId: string | null;
}

export interface StoredState {
  answers: StoredAnswer[];
  sessions: Map<string, StoredSession>;
}

const ANSWERS_SQL = `select a.session_id, a.item_id, a.answer from evaluation_answers a
  join evaluation_sessions s on s.id = a.session_id where s.kind = 'pretest'`;
const SESSIONS_SQL = `select id, status, answered, current_item_id from evaluation_sessions where kind = 'pretest'`;

interface AnswerRow {
  session_id: string;
  item_id: string;
  answer: string;
}
interface SessionRow {
  id: string;
  status: string;
  answered: number | string;
  current_item_id: string | null;
}

function toState(answers: AnswerRow[], sessions: SessionRow[]): StoredState {
  return {
    answers: answers.map((row) => ({
      sessionId: row.session_id,
      itemId: row.item_id,
      answer: (JSON.parse(row.answer) as string[]).sort(),
    })),
    sessions: new Map(
      sessions.map((row) => [
        row.id,
        { id: row.id, status: row.status, answered: Number(row.answered), currentItemId: row.current_item_id },
      ]),
    ),
  };
}

/** Every pre-test answer and session stored so far. */
export async function readStored(target: DatabaseTarget): Promise<StoredState> {
  if (target.kind === 'sqlite') {
    const sqlite = new SqliteDatabase(path.join(target.dataDir, 'academia.sqlite'), { readonly: true });
    try {
      return toState(
        sqlite.prepare(ANSWERS_SQL).all() as AnswerRow[],
        sqlite.prepare(SESSIONS_SQL).all() as SessionRow[],
      );
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const answers = await client.query<AnswerRow>(ANSWERS_SQL);
    const sessions = await client.query<SessionRow>(SESSIONS_SQL);
    return toState(answers.rows, sessions.rows);
  } finally {
    await client.end();
  }
}

/** `pragma integrity_check` on SQLite ("ok" when sound); PostgreSQL has no equivalent and reports "ok". */
export function integrityOf(target: DatabaseTarget): string {
  if (target.kind !== 'sqlite') return 'ok';
  const sqlite = new SqliteDatabase(path.join(target.dataDir, 'academia.sqlite'), { readonly: true });
  try {
    return (sqlite.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('; ');
  } finally {
    sqlite.close();
  }
}
