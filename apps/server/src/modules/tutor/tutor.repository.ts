import { tutorSourceSchema, type TutorConversationSummary, type TutorMessage } from '@academia/shared';
import { z } from 'zod';
import type { Executor } from '../../db/executor.js';
import type { TutorMessagesTable } from '../../db/schema.js';

const storedSources = z.array(tutorSourceSchema);

export interface NewMessage {
  role: TutorMessage['role'];
  text: string;
  sources: TutorMessage['sources'];
  declined: boolean;
}

function toMessage(row: TutorMessagesTable): TutorMessage {
  return {
    role: row.role === 'user' ? 'user' : 'tutor',
    text: row.text,
    sources: storedSources.parse(JSON.parse(row.sources)),
    declined: row.declined === 1,
    createdAt: row.created_at,
  };
}

/** Conversations and their messages; every read names the user, so nobody reaches another's conversation. */
export class TutorRepository {
  async findConversation(db: Executor, userId: string, id: string): Promise<TutorConversationSummary | undefined> {
    const row = await db
      .selectFrom('tutor_conversations')
      .select(['id', 'title', 'updated_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { id: row.id, title: row.title, updatedAt: row.updated_at };
  }

  async listConversations(db: Executor, userId: string, limit: number): Promise<TutorConversationSummary[]> {
    const rows = await db
      .selectFrom('tutor_conversations')
      .select(['id', 'title', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at }));
  }

  async insertConversation(db: Executor, row: { id: string; userId: string; title: string; at: string }) {
    await db
      .insertInto('tutor_conversations')
      .values({ id: row.id, user_id: row.userId, title: row.title, created_at: row.at, updated_at: row.at })
      .execute();
  }

  async messages(db: Executor, conversationId: string): Promise<TutorMessage[]> {
    const rows = await db
      .selectFrom('tutor_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('position')
      .execute();
    return rows.map(toMessage);
  }

  /** Appends messages after the last one and marks the conversation as just used. */
  async appendMessages(db: Executor, conversationId: string, messages: NewMessage[], at: string): Promise<void> {
    const last = await db
      .selectFrom('tutor_messages')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const start = Number(last?.position ?? 0);
    await db
      .insertInto('tutor_messages')
      .values(
        messages.map((message, index) => ({
          id: crypto.randomUUID(),
          conversation_id: conversationId,
          position: start + index + 1,
          role: message.role,
          text: message.text,
          sources: JSON.stringify(message.sources),
          declined: message.declined ? 1 : 0,
          created_at: at,
        })),
      )
      .execute();
    await db.updateTable('tutor_conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
  }

  /** Deletes the user's conversation (its messages go with it); false when there is none of that user. */
  async deleteConversation(db: Executor, userId: string, id: string): Promise<boolean> {
    const owned = await this.findConversation(db, userId, id);
    if (!owned) return false;
    await db.deleteFrom('tutor_messages').where('conversation_id', '=', id).execute();
    await db.deleteFrom('tutor_conversations').where('id', '=', id).where('user_id', '=', userId).execute();
    return true;
  }
}
