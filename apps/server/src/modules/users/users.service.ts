import crypto from 'node:crypto';
import { LEARNER_PROFILE, type ListUsersQuery, type UserList } from '@academia/shared';
import type { PasswordHasher } from '../auth/password-hasher.js';
import { toAdminUser } from './user.mapper.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface NewUser {
  nombre: string;
  email: string;
  password: string;
  perfil?: string;
  empresaId?: string | null;
}

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  async create(input: NewUser): Promise<UserRow> {
    const now = new Date().toISOString();
    const row: UserRow = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      email: input.email.trim().toLowerCase(),
      password_hash: await this.hasher.hash(input.password),
      perfil: input.perfil ?? LEARNER_PROFILE,
      empresa_id: input.empresaId ?? null,
      numero_documento: null,
      active: 1,
      created_at: now,
      updated_at: now,
    };
    await this.users.insert(row);
    return row;
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.updatePassword(userId, await this.hasher.hash(password), new Date().toISOString());
  }

  async list(query: ListUsersQuery): Promise<UserList> {
    const { items, total } = await this.users.list({
      q: query.q,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: items.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
  }

  countByProfile(perfil: string): Promise<number> {
    return this.users.countByProfile(perfil);
  }

  async update(id: string, changes: Partial<Pick<UserRow, 'nombre' | 'perfil' | 'active' | 'empresa_id'>>) {
    await this.users.update(id, { ...changes, updated_at: new Date().toISOString() });
  }
}
