import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../common/schemas/companies';
import { companies } from '../../infra/db/schema';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { WAITLIST_EMAIL_TAKEN_MESSAGE } from './waitlist';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const waitlistBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Contoso Health',
  contactName: 'Priya Shah',
  contactEmail: uniqueEmail('contoso'),
  size: '51-200',
  challenge: 'Our clinicians need to share practice across sites.',
  ...overrides,
});
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/companies', payload });

describe(`waitlist API (${testEngine})`, () => {
  it('adds the company to the waitlist, inactive, and answers 201 with its fields', async () => {
    const response = await post(waitlistBody({ challenge: '' }));
    expect(response.statusCode).toBe(201);
    const company = response.json() as Company;
    expect(Object.keys(company).sort()).toEqual(
      ['challenge', 'contactEmail', 'contactName', 'createdAt', 'id', 'isActive', 'name', 'size'].sort(),
    );
    expect(company).toMatchObject({ name: 'Contoso Health', isActive: false, size: '51-200', challenge: null });
  });

  it('never stores a client-set isActive, id or createdAt', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    const response = await post(waitlistBody({ isActive: true, id, createdAt: '2001-01-01T00:00:00Z' }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, response.json().id));
    expect(row!.isActive).toBe(false);
    expect(row!.id).not.toBe(id);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  it.each([
    ['a missing company name', { name: undefined }, 'name: Required'],
    ['a missing contact name', { contactName: '' }, 'contactName: Required'],
    ['an invalid work email', { contactEmail: 'ceo at contoso' }, 'contactEmail: Enter a valid email address'],
    ['a missing size', { size: undefined }, 'size: Required'],
    ['an unknown size', { size: '5000+' }, 'size: Choose one of: 1-10, 11-50, 51-200, 201-1000, 1000+'],
    ['a challenge over 2000 characters', { challenge: 'x'.repeat(2001) }, 'challenge: Must be at most 2000 characters'],
  ])('answers 400 for %s', async (_name, overrides, message) => {
    const response = await post(waitlistBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 409 when the contact email is already on the waitlist', async () => {
    const email = uniqueEmail('dupe');
    expect((await post(waitlistBody({ contactEmail: email }))).statusCode).toBe(201);
    const again = await post(waitlistBody({ contactEmail: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WAITLIST_EMAIL_TAKEN_MESSAGE, code: 'waitlist_email_taken' });
  });
});
