import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifiedPerson, type Person } from '../../test/workspace-fixtures';
import { notify } from './notifications';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const list = async (person: Person) =>
  (await app.inject({ url: '/api/notifications', cookies: person.cookies })).json() as Notification[];
const unread = async (person: Person) =>
  ((await app.inject({ url: '/api/notifications/unread-count', cookies: person.cookies })).json() as { unread: number })
    .unread;
const markRead = (person: Person, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/notifications/read', payload: body, cookies: person.cookies });

/**
 * A person with inbox entries, written in one statement as one change's entries are: they share their `createdAt`,
 * so newest first must come from the order they were written in.
 */
async function personWithEntries(texts: string[]) {
  const person = await verifiedPerson(app, { fullName: 'Ina Inbox' });
  await notify(
    app.db,
    texts.map((text) => ({ userId: person.user.id, kind: 'swap_proposed' as const, text })),
  );
  return person;
}

describe('the inbox', () => {
  it("lists the caller's own entries newest first, with the unread count", async () => {
    const person = await personWithEntries(['first', 'second', 'third']);
    const other = await personWithEntries(['not yours']);
    expect((await list(person)).map((entry) => entry.text)).toEqual(['third', 'second', 'first']);
    expect(await unread(person)).toBe(3);
    expect((await list(other)).map((entry) => entry.text)).toEqual(['not yours']);
  });

  it("marks the given entries read, or all of them, and never touches another person's", async () => {
    const person = await personWithEntries(['a', 'b', 'c']);
    const other = await personWithEntries(['theirs']);
    const [newest] = await list(person);
    const [theirs] = await list(other);

    const some = await markRead(person, { ids: [newest!.id, theirs!.id] });
    expect(some.statusCode).toBe(204);
    expect(await unread(person)).toBe(2);
    expect(await unread(other)).toBe(1);
    expect((await list(person)).map((entry) => entry.read)).toEqual([true, false, false]);

    expect((await markRead(person, {})).statusCode).toBe(204);
    expect(await unread(person)).toBe(0);
    expect(await unread(other)).toBe(1);
  });

  it('refuses ids that are not ids, with a sentence', async () => {
    const person = await personWithEntries([]);
    const response = await markRead(person, { ids: ['nope'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Each id must be a valid id (uuid)');
  });
});
